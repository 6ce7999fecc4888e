import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { dateRange } from './schemas.ts';

export const profitAndLoss = defineCall({
  method: 'GET',
  path: '/wps/record/profitloss',
  auth: 'member',
  request: lazySchema(() => z.object({ ...dateRange })),
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
});
