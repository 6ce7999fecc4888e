import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { captchaAnswer, dialingCode, mobileNum, smsCodeSent } from './schemas.ts';

export const smsLoginCode = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  request: lazySchema(() =>
    z.object({
      mobileNum,
      countryDialingCode: dialingCode,
      captcha: z.optional(captchaAnswer),
      captchaId: z.optional(z.string()),
    }),
  ),
  response: smsCodeSent,
  summary:
    'Sends an SMS login code (never really sent) after a captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID), whether or not the number has an account. RATE_LIMITED per number, client address and account, INVALID_MOBILE.',
});
