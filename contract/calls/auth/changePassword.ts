import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      oldPassword: z.string().check(z.maxLength(64)),
      newPassword: z.string().check(z.maxLength(64)),
      confirmNewPassword: z.string().check(z.maxLength(64)),
    }),
  ),
  response: ok,
  summary:
    'Changes the login password: PASSWORD_INCORRECT, PASSWORD_SAME, PASSWORD_MISMATCH, VALIDATION_ERROR.',
});
