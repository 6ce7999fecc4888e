import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const feedback = defineCall({
  method: 'PUT',
  path: '/wps/member/feedback',
  auth: 'member',
  trialRefused: true,
  idempotent: true,
  request: lazySchema(() =>
    z.object({
      category: z.enum(['deposit', 'withdraw', 'game', 'promotion', 'account', 'other']),
      content: z.string().check(z.minLength(5), z.maxLength(500)),
    }),
  ),
  response: lazySchema(() => z.object({ id: z.number(), createdAt: z.number() })),
  summary: 'Sends feedback to the merchant (5 to 500 characters). Idempotent.',
});
