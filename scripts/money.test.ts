import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('runs unit tests on Node 24', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });
});
