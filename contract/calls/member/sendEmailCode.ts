import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { smsCodeSent } from '../auth.ts';

export const sendEmailCode = defineCall({
  method: 'POST',
  path: '/wps/verification/email',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      email: z.string().check(z.maxLength(120)),
      captcha: z.optional(z.string().check(z.maxLength(16))),
      captchaId: z.optional(z.string()),
    }),
  ),
  response: smsCodeSent,
  summary:
    'E-mails a code (never really sent) to bind an address, after a captcha, with the SMS limits per address, client and account: VALIDATION_ERROR (format), CAPTCHA_REQUIRED, CAPTCHA_INVALID, RATE_LIMITED.',
});
