import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { page, paging } from '../../common.ts';
import { depositOrder } from './schemas.ts';

export const depositOrders = defineCall({
  method: 'GET',
  path: '/wps/deposit/orders',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ ...paging })),
  response: lazySchema(() => page(depositOrder)),
  summary: 'The member’s deposit orders, newest first.',
});
