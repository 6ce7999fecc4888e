import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const updateProfile = defineCall({
  method: 'POST',
  path: '/wps/member/profile',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      nickname: z.optional(z.string().check(z.maxLength(32))),
      realName: z.optional(z.string().check(z.maxLength(64))),
    }),
  ),
  response: ok,
  summary:
    'Sets the nickname, or the real name once (security center): VALIDATION_ERROR per field, ALREADY_DONE when a real name is set. The e-mail changes only with a code (bindEmail).',
});
