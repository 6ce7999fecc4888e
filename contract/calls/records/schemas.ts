// Bet records, transaction records, profit and loss, agent contracts.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';
import { isoDate } from '../../common.ts';

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

const optDate = lazySchema(() => z.optional(isoDate));
/** A request's date range, spread into its object (lazy, as every schema here). */
export const dateRange = {
  /** YYYY-MM-DD, inclusive; defaults to 7 days ago. */
  startDate: optDate,
  /** YYYY-MM-DD, inclusive; defaults to today. */
  endDate: optDate,
};
