import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, platformDay, rangeFromQuery, rangeToQuery } from './range';

const TODAY = '2026-03-14';

describe('record ranges', () => {
  it('counts platform days in UTC', () => {
    expect(platformDay(Date.UTC(2026, 2, 14, 23, 59))).toBe('2026-03-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-08', TODAY)).toBe(7);
  });

  it('resolves the presets, the last 7 days by default', () => {
    expect(rangeFromQuery({}, TODAY)).toEqual({ preset: '7d', startDate: '2026-03-08', endDate: TODAY });
    expect(rangeFromQuery({ range: 'today' }, TODAY)).toMatchObject({ startDate: TODAY, endDate: TODAY });
    expect(rangeFromQuery({ range: 'yesterday' }, TODAY)).toMatchObject({
      startDate: '2026-03-13',
      endDate: '2026-03-13',
    });
    expect(rangeFromQuery({ range: '30d' }, TODAY)).toMatchObject({
      startDate: '2026-02-13',
      endDate: TODAY,
    });
    expect(rangeFromQuery({ range: 'decade' }, TODAY).preset).toBe('7d');
  });

  it('keeps a custom range within what the platform answers', () => {
    const custom = (from: string, to: string) => rangeFromQuery({ range: 'custom', from, to }, TODAY);
    expect(custom('2026-03-01', '2026-03-10')).toEqual({
      preset: 'custom',
      startDate: '2026-03-01',
      endDate: '2026-03-10',
    });
    expect(custom('2026-03-10', '2026-04-30').endDate).toBe(TODAY);
    expect(custom('2026-03-12', '2026-03-10').startDate).toBe('2026-03-10');
    expect(custom('2025-01-01', '2026-03-14')).toMatchObject({ startDate: '2025-12-15', endDate: TODAY });
    expect(custom('nonsense', 'also nonsense')).toMatchObject({ preset: 'custom', endDate: TODAY });
  });

  it('writes a range back to the query', () => {
    expect(rangeToQuery({ preset: '30d', startDate: '', endDate: '' })).toEqual({ range: '30d' });
    expect(rangeToQuery({ preset: 'custom', startDate: '2026-03-01', endDate: '2026-03-10' })).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
