import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok, qInt } from '../../common.ts';

export const removeBankCard = defineCall({
  method: 'DELETE',
  path: '/wps/member/bankcards/{id}',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ id: qInt })),
  response: ok,
  summary: 'Removes a bank card.',
});
