import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { bankCard } from './schemas.ts';

export const bankCards = defineCall({
  method: 'GET',
  path: '/wps/member/bankcards',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.array(bankCard)),
  summary: 'The member’s bank cards.',
});
