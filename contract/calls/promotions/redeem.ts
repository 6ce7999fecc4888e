import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const redeem = defineCall({
  method: 'POST',
  path: '/wps/mall/redeem',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() =>
    z.object({ itemId: z.number(), quantity: z.number().check(z.gte(1), z.lte(10)) }),
  ),
  response: lazySchema(() => z.object({ orderId: z.string(), pointsLeft: z.number() })),
  summary: 'Redeems points for an item: INSUFFICIENT_POINTS, OUT_OF_STOCK. Idempotent.',
});
