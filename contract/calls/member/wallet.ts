import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { wallet as walletShape } from './schemas.ts';

export const wallet = defineCall({
  method: 'GET',
  path: '/wps/member/wallet',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: walletShape,
  summary: 'Balances with the merchant currency.',
});
