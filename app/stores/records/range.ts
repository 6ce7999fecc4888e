// The date range of the record screens: a preset (today, yesterday, the last 7 or 30 days) or a
// custom range within the platform's limit, in platform days. The platform counts days in UTC
// (its bets, sign-in days and record ranges all do), so dates are shown in UTC too and the screen
// says so once. A range lives in the URL query: `range=7d`, or `range=custom&from=…&to=…`.

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET = '7d' satisfies RangePreset;

/** The platform's time zone: record days and times are UTC. */
export const PLATFORM_TIME_ZONE = 'UTC';

/** The longest range the platform answers, in days (both ends included). */
export const MAX_RANGE_DAYS = 90;

const DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateRange {
  preset: RangePreset;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  /** YYYY-MM-DD, inclusive. */
  endDate: string;
}

/** The platform day (YYYY-MM-DD, UTC) of an instant. */
export function platformDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A day `n` days after (or before, when negative) `day`. */
export function addDays(day: string, n: number): string {
  return platformDay(Date.parse(`${day}T00:00:00Z`) + n * DAY);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;
}

function isDay(value: string | null | undefined): value is string {
  return !!value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export function isPreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);
}

/** The days of a preset ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { preset, startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { preset, startDate: day, endDate: day };
    }
    case '7d':
      return { preset, startDate: addDays(today, -6), endDate: today };
    case '30d':
      return { preset, startDate: addDays(today, -29), endDate: today };
  }
}

/**
 * The range a query asks for. A custom range is kept within what the platform answers: no later
 * than today, the start not after the end, and at most MAX_RANGE_DAYS long (the start moves up).
 * Anything unreadable is the default, the last 7 days.
 */
export function rangeFromQuery(
  query: { range?: string | null; from?: string | null; to?: string | null },
  today: string,
): DateRange {
  const preset = isPreset(query.range) ? query.range : DEFAULT_PRESET;
  if (preset !== 'custom') return presetRange(preset, today);
  if (!isDay(query.from) && !isDay(query.to)) return { ...presetRange(DEFAULT_PRESET, today), preset };
  let endDate = isDay(query.to) ? query.to : today;
  if (endDate > today) endDate = today;
  let startDate = isDay(query.from) ? query.from : endDate;
  if (startDate > endDate) startDate = endDate;
  if (daysBetween(startDate, endDate) > MAX_RANGE_DAYS) startDate = addDays(endDate, -(MAX_RANGE_DAYS - 1));
  return { preset, startDate, endDate };
}

/** The query entries of a range (a preset names itself; a custom range carries its days). */
export function rangeToQuery(range: DateRange): Record<string, string> {
  if (range.preset === 'custom') return { range: 'custom', from: range.startDate, to: range.endDate };
  return { range: range.preset };
}
