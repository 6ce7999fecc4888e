import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, page, paging } from '../../common.ts';
import { BET_STATUSES, betRecord, dateRange } from './schemas.ts';

export const betRecords = defineCall({
  method: 'GET',
  path: '/wps/record/bets',
  auth: 'member',
  request: lazySchema(() =>
    z.object({
      ...paging,
      ...dateRange,
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
});
