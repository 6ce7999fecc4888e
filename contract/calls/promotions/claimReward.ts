import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const claimReward = defineCall({
  method: 'POST',
  path: '/wps/reward/claim',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() => z.object({ id: z.number() })),
  response: lazySchema(() => z.object({ id: z.number(), amount: z.number(), balance: z.number() })),
  summary: 'Claims an issued reward into the wallet. Idempotent.',
});
