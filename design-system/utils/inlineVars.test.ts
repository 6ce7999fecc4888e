import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('names each variable by its custom property and leaves out the missing values', () => {
    expect(
      inlineVars({ 'var(--width-1)': '60%', 'var(--ratio-2)': 1.5, 'var(--height-3)': undefined }),
    ).toEqual({
      '--width-1': '60%',
      '--ratio-2': '1.5',
    });
  });

  it('takes a variable already written as a custom property', () => {
    expect(inlineVars({ '--colour': 'red' })).toEqual({ '--colour': 'red' });
  });
});
