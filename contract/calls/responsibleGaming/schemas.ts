// Responsible gaming: a member's own limits (deposit, loss, session time), the reality check
// interval, a break from play and self-exclusion. The platform enforces them: a deposit over a
// limit is refused with DEPOSIT_LIMIT_EXCEEDED, a game launch past the loss or session limit with
// LOSS_LIMIT_REACHED / SESSION_LIMIT_REACHED, and login and game launch during a break or
// self-exclusion with PLAY_BREAK (value `{ until, kind }`, `until` null when permanent).
// Lowering a limit (or setting a first one) applies at once; raising or removing one applies only
// after a cooling period of 24 hours, and the platform says when (`pending.effectiveAt`).
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

export const RG_LIMIT_KINDS = ['deposit', 'loss'] as const;
export const RG_PERIODS = ['day', 'week', 'month'] as const;
/** Hours a raised or removed limit waits before it applies. */
export const RG_COOLING_HOURS = 24;
/** A break lasts from 1 day to 6 weeks; self-exclusion from 6 months to 5 years, or for good. */
export const RG_BREAK_DAYS = { min: 1, max: 42 } as const;
export const RG_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** Reality check intervals a player may choose, in minutes. */
export const RG_REALITY_MINUTES = [15, 30, 45, 60, 90, 120] as const;
/** Session time limits a player may choose, in minutes. */
export const RG_SESSION_MINUTES = [30, 60, 90, 120, 180, 240, 360] as const;

/** A limit's amount (money, or minutes for the session limit); null: no limit. */
const limitValue = lazySchema(() => z.nullable(z.number()));

/** A raise or removal waiting for its cooling period. */
const pending = lazySchema(() => z.nullable(z.object({ value: limitValue, effectiveAt: z.number() })));

export const rgLimit = lazySchema(() =>
  z.object({
    kind: z.enum(RG_LIMIT_KINDS),
    period: z.enum(RG_PERIODS),
    value: limitValue,
    pending,
    /** Deposited (or lost) in the period so far: the rolling last day, 7 days or 30 days. */
    used: z.number(),
  }),
);

export const rgSettings = lazySchema(() =>
  z.object({
    limits: z.array(rgLimit),
    session: z.object({ value: limitValue, pending }),
    /** Reality check interval in minutes; null: off. */
    realityCheckMinutes: z.nullable(z.number()),
    /** Organisations that help with problem gambling, configured per merchant. */
    helpLinks: z.array(z.object({ name: z.string(), url: z.string(), phone: z.string() })),
    coolingHours: z.number(),
  }),
);

export const rgSession = lazySchema(() =>
  z.object({
    /** When the current session began (login), epoch ms. */
    startedAt: z.number(),
    /** Time since then by the platform's clock, ms (the device's clock may differ). */
    playedMs: z.number(),
    /** Net result of the bets settled since then (negative: lost). */
    net: z.number(),
    realityCheckMinutes: z.nullable(z.number()),
  }),
);

export const rgBreakKind = lazySchema(() => z.enum(['break', 'exclusion']));

/** The failure value of PLAY_BREAK. */
export const playBreakValue = lazySchema(() =>
  z.object({ until: z.nullable(z.number()), kind: rgBreakKind }),
);
