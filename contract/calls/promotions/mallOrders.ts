import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, page, paging } from '../../common.ts';
import { mallOrder } from './schemas.ts';

export const mallOrders = defineCall({
  method: 'GET',
  path: '/wps/mall/orders',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ ...paging, language: optLanguage })),
  response: lazySchema(() => page(mallOrder)),
  summary: 'The member’s redemptions, newest first.',
});
