import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { bankCard } from './schemas.ts';

export const withdrawInfo = defineCall({
  method: 'GET',
  path: '/wps/withdraw/info',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      balance: z.number(),
      withdrawable: z.number(),
      minAmount: z.number(),
      maxAmount: z.number(),
      dailyCountLeft: z.number(),
      feeRate: z.number(),
      hasPaymentPassword: z.boolean(),
      bankCards: z.array(bankCard),
    }),
  ),
  summary: 'Withdraw limits, balance, bank cards and whether a payment password is set.',
});
