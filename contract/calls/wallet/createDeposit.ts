import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { amount } from '../../common.ts';
import { depositOrder } from './schemas.ts';

export const createDeposit = defineCall({
  method: 'POST',
  path: '/wps/deposit/order',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() =>
    z.object({
      channelId: z.number(),
      amount,
      payerName: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  response: depositOrder,
  summary: 'Creates a deposit order: AMOUNT_OUT_OF_RANGE, NOT_FOUND (channel). Idempotent.',
});
