import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { page, paging } from '../../common.ts';
import { TRANSACTION_TYPES, transaction, dateRange } from './schemas.ts';

export const transactions = defineCall({
  method: 'GET',
  path: '/wps/record/transactions',
  auth: 'member',
  request: lazySchema(() =>
    z.object({ ...paging, ...dateRange, type: z.optional(z.enum(TRANSACTION_TYPES)) }),
  ),
  response: lazySchema(() => page(transaction)),
  summary: 'Wallet transactions in a date range, newest first.',
});
