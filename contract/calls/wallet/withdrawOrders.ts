import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { page, paging } from '../../common.ts';
import { withdrawOrder } from './schemas.ts';

export const withdrawOrders = defineCall({
  method: 'GET',
  path: '/wps/withdraw/orders',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ ...paging })),
  response: lazySchema(() => page(withdrawOrder)),
  summary: 'The member’s withdrawals, newest first.',
});
