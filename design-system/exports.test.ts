import { describe, expect, it } from 'vitest';
import * as designSystem from './index';

/**
 * The design system's public API, snapshotted so that adding, renaming or removing an export is a
 * deliberate, reviewed change (`npx vitest run --project unit design-system/exports.test.ts -u`).
 */
describe('design-system public exports', () => {
  it('match the snapshot', () => {
    const api = Object.entries(designSystem)
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? 'array' : typeof value}`)
      .sort();
    expect(api).toMatchSnapshot();
  });

  it('export no Radix primitive raw', () => {
    const raw = Object.keys(designSystem).filter((name) => /^Radix|Primitive$/.test(name));
    expect(raw).toEqual([]);
  });
});
