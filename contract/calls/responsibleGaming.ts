// Responsible gaming: a member's own limits (deposit, loss, session time), the reality check
// interval, a break from play and self-exclusion. The platform enforces them: a deposit over a
// limit is refused with DEPOSIT_LIMIT_EXCEEDED, a game launch past the loss or session limit with
// LOSS_LIMIT_REACHED / SESSION_LIMIT_REACHED, and login and game launch during a break or
// self-exclusion with PLAY_BREAK (value `{ until, kind }`, `until` null when permanent).
// Lowering a limit (or setting a first one) applies at once; raising or removing one applies only
// after a cooling period of 24 hours, and the platform says when (`pending.effectiveAt`).
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';

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

export const responsibleGamingCalls = {
  rgSettings: defineCall({
    method: 'GET',
    path: '/wps/member/responsibleGaming',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: rgSettings,
    summary: 'The member’s limits with what is used and what waits to apply, reality check, help links.',
  }),
  rgSetLimit: defineCall({
    method: 'POST',
    path: '/wps/member/responsibleGaming/limit',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        kind: z.enum([...RG_LIMIT_KINDS, 'session']),
        /** Ignored for the session limit. */
        period: z.optional(z.enum(RG_PERIODS)),
        /** Money for deposit and loss, minutes for session; null removes the limit (after cooling). */
        value: z.nullable(z.number().check(z.gt(0), z.lte(100_000_000))),
      }),
    ),
    response: rgSettings,
    summary: 'Sets a limit: lower at once, higher or removed after the cooling period. Answers the settings.',
  }),
  rgSetRealityCheck: defineCall({
    method: 'POST',
    path: '/wps/member/responsibleGaming/realityCheck',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ minutes: z.nullable(z.number().check(z.gte(5), z.lte(600))) })),
    response: rgSettings,
    summary: 'Sets the reality check interval in minutes (null: off).',
  }),
  rgSession: defineCall({
    method: 'GET',
    path: '/wps/member/responsibleGaming/session',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: rgSession,
    summary: 'The current session’s start and net result, for the reality check.',
  }),
  rgTakeBreak: defineCall({
    method: 'POST',
    path: '/wps/member/responsibleGaming/break',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        kind: rgBreakKind,
        /** A break in days (1 to 42), an exclusion in months (6 to 60); ignored when permanent. */
        length: z.number().check(z.int(), z.gte(0)),
        permanent: z.optional(z.boolean()),
      }),
    ),
    response: lazySchema(() => z.object({ until: z.nullable(z.number()) })),
    summary: 'Starts a break or self-exclusion and ends every session of the member. Cannot be undone.',
  }),
};

/** The failure value of PLAY_BREAK. */
export const playBreakValue = lazySchema(() =>
  z.object({ until: z.nullable(z.number()), kind: rgBreakKind }),
);
