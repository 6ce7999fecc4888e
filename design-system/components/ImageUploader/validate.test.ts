import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_TYPES, matchesAccept, triageFiles } from './validate';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('matchesAccept', () => {
  it('accepts by MIME type, wildcard or extension', () => {
    expect(matchesAccept(file('a.png', 'image/png'), ['image/png'])).toBe(true);
    expect(matchesAccept(file('a.webp', 'image/webp'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('A.JPG', ''), ['.jpg'])).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), DEFAULT_IMAGE_TYPES)).toBe(false);
  });
});

describe('triageFiles', () => {
  const rules = { accept: DEFAULT_IMAGE_TYPES, maxSize: 100, maxCount: 3 };

  it('rejects wrong types, oversize files and files beyond the maximum count', () => {
    const ok1 = file('1.png', 'image/png');
    const ok2 = file('2.gif', 'image/gif');
    const pdf = file('x.pdf', 'application/pdf');
    const big = file('big.jpg', 'image/jpeg', 101);
    const extra = file('3.jpeg', 'image/jpeg');
    const { accepted, rejected } = triageFiles([ok1, pdf, big, ok2, extra], 1, rules);
    expect(accepted).toEqual([ok1, ok2]);
    expect(rejected.map((r) => [r.reason, r.file.name])).toEqual([
      ['type', 'x.pdf'],
      ['size', 'big.jpg'],
      ['count', '3.jpeg'],
    ]);
  });

  it('accepts a file of exactly the maximum size', () => {
    expect(triageFiles([file('a.png', 'image/png', 100)], 0, rules).accepted).toHaveLength(1);
  });
});
