import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const signIn = defineCall({
  method: 'POST',
  path: '/wps/signin',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ reward: z.number(), streak: z.number(), balance: z.number() })),
  summary:
    'Signs in for the platform’s day and credits the reward, once a day: ALREADY_DONE when signed already. Idempotent.',
});
