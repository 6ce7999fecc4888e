import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage, qInt } from '../../common.ts';

export const launchChat = defineCall({
  method: 'GET',
  path: '/wps/chat/launch',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      b2c: z.optional(qInt),
      language: optLanguage,
      backUrl: z.string().check(z.maxLength(500)),
      headerColor: z.optional(z.string().check(z.maxLength(16))),
      title: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  response: lazySchema(() => z.object({ chatUrl: z.string() })),
  summary: 'A chat page URL (the app navigates to it after 500 ms). NO_PERMISSION when CBS3 is off.',
});
