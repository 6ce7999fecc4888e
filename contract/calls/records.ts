// Bet records, transaction records, profit and loss, agent contracts.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { isoDate, ok, optLanguage, page, paging, qInt } from '../common.ts';

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export const betRecord = lazySchema(() =>
  z.object({
    id: z.string(),
    betTime: z.number(),
    gameName: z.string(),
    vendor: z.string(),
    gameType: z.string(),
    betAmount: z.number(),
    validBet: z.number(),
    winLoss: z.number(),
    status: z.enum(BET_STATUSES),
  }),
);

export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'ADJUST',
] as const;
export const transaction = lazySchema(() =>
  z.object({
    id: z.string(),
    time: z.number(),
    type: z.enum(TRANSACTION_TYPES),
    amount: z.number(),
    balanceAfter: z.number(),
    status: z.enum(['SUCCESS', 'PENDING', 'FAILED']),
    remark: z.string(),
  }),
);

const range = {
  /** YYYY-MM-DD, inclusive; defaults to 7 days ago. */
  startDate: z.optional(isoDate),
  /** YYYY-MM-DD, inclusive; defaults to today. */
  endDate: z.optional(isoDate),
};

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export const agentContract = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(CONTRACT_KINDS),
    fromAgent: z.string(),
    status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']),
    /** Tiers: threshold (valid bet or profit) and rate in percent. */
    tiers: z.array(z.object({ threshold: z.number(), rate: z.number() })),
    createdAt: z.number(),
  }),
);

export const recordCalls = {
  betRecords: defineCall({
    method: 'GET',
    path: '/wps/record/bets',
    auth: 'member',
    request: lazySchema(() =>
      z.object({
        ...paging,
        ...range,
        gameType: z.optional(z.string()),
        status: z.optional(z.enum(BET_STATUSES)),
        /** The language of the game names (default: the merchant's). */
        language: optLanguage,
      }),
    ),
    response: lazySchema(() =>
      z.object({
        ...page(betRecord).shape,
        summary: z.object({ betAmount: z.number(), validBet: z.number(), winLoss: z.number() }),
      }),
    ),
    summary:
      'Bets in a date range (optionally of one game type and status), newest first, with totals of the filtered range. VALIDATION_ERROR for a bad range.',
  }),
  transactions: defineCall({
    method: 'GET',
    path: '/wps/record/transactions',
    auth: 'member',
    request: lazySchema(() => z.object({ ...paging, ...range, type: z.optional(z.enum(TRANSACTION_TYPES)) })),
    response: lazySchema(() => page(transaction)),
    summary: 'Wallet transactions in a date range, newest first.',
  }),
  profitAndLoss: defineCall({
    method: 'GET',
    path: '/wps/record/profitloss',
    auth: 'member',
    request: lazySchema(() => z.object({ ...range })),
    response: lazySchema(() =>
      z.object({
        startDate: z.string(),
        endDate: z.string(),
        deposit: z.number(),
        withdraw: z.number(),
        betAmount: z.number(),
        validBet: z.number(),
        payout: z.number(),
        bonus: z.number(),
        rebate: z.number(),
        profit: z.number(),
        byGameType: z.array(
          z.object({
            gameType: z.string(),
            betAmount: z.number(),
            validBet: z.number(),
            winLoss: z.number(),
          }),
        ),
      }),
    ),
    summary: 'Totals over a date range; profit = payout + bonus + rebate - bet.',
  }),
  contractRequests: defineCall({
    method: 'GET',
    path: '/wps/agent/contract/requests',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() =>
      z.object({
        /** Pending daily-salary contract requests. */
        dailysalreqtype: z.number(),
        /** Pending dividend contract requests. */
        divtypecompperiodreq: z.number(),
        /** Pending hourly-salary contract requests. */
        contracthoursalreq: z.number(),
      }),
    ),
    summary: 'Pending agent contract requests by kind (0 for types 4, 40, 41, 42).',
  }),
  contracts: defineCall({
    method: 'GET',
    path: '/wps/agent/contract/{kind}',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ kind: z.enum(CONTRACT_KINDS) })),
    response: lazySchema(() => z.array(agentContract)),
    summary: 'Contracts of one kind (salary, dividend, hourly) offered to the member.',
  }),
  respondContract: defineCall({
    method: 'POST',
    path: '/wps/agent/contract/{kind}/respond',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ kind: z.enum(CONTRACT_KINDS), id: qInt, accept: z.boolean() })),
    response: ok,
    summary: 'Accepts or rejects a pending contract; CONFLICT when no longer pending.',
  }),
};
