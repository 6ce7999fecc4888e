// The platform clock: the one source of "now" for everything time-based on the platform (session,
// SMS code, captcha and ticket expiry, deposit orders, sign-in days, rate-limit windows, cooling
// periods, draws, announcement dates). It is a source time (the system clock, or a test's fixed
// clock) plus an offset that the control API moves (`/__sim/clock`), as a calendar would let a
// tester wait two hours or three days in a second. The offset is kept in the database, so a moved
// clock stays moved across restarts; a reset puts it back to the source time.

/** Durations the control API accepts, in milliseconds per unit. */
export const DURATION_UNITS = {
  ms: 1,
  seconds: 1_000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
} as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

/** The sum of a duration given in units: `{ hours: 2, minutes: 30 }` is 9,000,000 ms. */
export function durationMs(d: Partial<Record<DurationUnit, number>>): number {
  let ms = 0;
  for (const [unit, perUnit] of Object.entries(DURATION_UNITS))
    ms += (d[unit as DurationUnit] ?? 0) * perUnit;
  return Math.round(ms);
}

/**
 * An ISO 8601 duration of days and time (`P3D`, `PT2H30M`, `P1DT12H`, `PT0.5S`) in milliseconds;
 * undefined when the text is not one. Months and years have no fixed length and are refused.
 */
export function parseIsoDuration(text: string): number | undefined {
  const m =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text.trim().toUpperCase(),
    );
  if (!m || text.trim().toUpperCase() === 'P' || /T$/i.test(text.trim())) return undefined;
  const [, d, h, min, s] = m;
  return durationMs({
    days: Number(d ?? 0),
    hours: Number(h ?? 0),
    minutes: Number(min ?? 0),
    seconds: Number(s ?? 0),
  });
}

/** Epoch milliseconds of an ISO 8601 time that names its zone (Z or ±hh:mm); undefined otherwise. */
export function parseIsoTime(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined;
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

export interface ClockState {
  /** The platform time, ISO 8601 (UTC). */
  now: string;
  /** The platform time, epoch milliseconds. */
  epochMs: number;
  /** How far the platform time is ahead of the source time (0 when not moved). */
  offsetMs: number;
}

export class PlatformClock {
  private offset: number;

  /**
   * @param source the time the clock follows (Date.now, or a test's clock)
   * @param initialOffset the offset kept from before a restart
   * @param save called with the offset whenever it changes, to keep it
   */
  constructor(
    private readonly source: () => number = Date.now,
    initialOffset = 0,
    private readonly save: (offsetMs: number) => void = () => {},
  ) {
    this.offset = Number.isFinite(initialOffset) ? initialOffset : 0;
  }

  /** The platform time in epoch milliseconds. */
  now(): number {
    return this.source() + this.offset;
  }

  /**
   * The source time, not moved: for what the platform compares with its clients' own clocks (the
   * freshness of an encrypted body is stamped by the device), never for a business rule.
   */
  realNow(): number {
    return this.source();
  }

  get offsetMs(): number {
    return this.offset;
  }

  /** Moves the platform time forward by `ms` (never backwards: time on the platform only passes). */
  advance(ms: number): void {
    if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError('the clock only moves forward');
    this.setOffset(this.offset + Math.round(ms));
  }

  /** Puts the platform time at `epochMs` from now on (it keeps running from there). */
  set(epochMs: number): void {
    this.setOffset(Math.round(epochMs) - this.source());
  }

  /** Back to the source time. */
  reset(): void {
    this.setOffset(0);
  }

  state(): ClockState {
    const epochMs = this.now();
    return { now: new Date(epochMs).toISOString(), epochMs, offsetMs: this.offset };
  }

  private setOffset(offset: number): void {
    this.offset = offset;
    this.save(offset);
  }
}
