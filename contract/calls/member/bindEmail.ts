import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';
import { currentPassword } from './schemas.ts';

export const bindEmail = defineCall({
  method: 'POST',
  path: '/wps/member/email',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      email: z.string().check(z.maxLength(120)),
      verificationCode: z.string().check(z.maxLength(10)),
      password: currentPassword,
    }),
  ),
  response: ok,
  summary:
    'Binds an e-mail address after the code sent to it. Changing a bound one also needs the login password. VERIFICATION_CODE_INVALID, PASSWORD_INCORRECT, CONFLICT (err_email_exists), RATE_LIMITED.',
});
