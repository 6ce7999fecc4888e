import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { SMS_PURPOSES, captchaAnswer, dialingCode, mobileNum, smsCodeSent } from './schemas.ts';

export const sendVerificationCode = defineCall({
  method: 'POST',
  path: '/wps/verification/sms',
  auth: 'optional',
  request: lazySchema(() =>
    z.object({
      mobileNo: mobileNum,
      countryDialingCode: dialingCode,
      purpose: z.enum(SMS_PURPOSES),
      captcha: z.optional(captchaAnswer),
      captchaId: z.optional(z.string()),
    }),
  ),
  response: smsCodeSent,
  summary:
    'Sends an SMS verification code for registration, password reset or binding a number, after a captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID); answers the same whether or not the number has an account. RATE_LIMITED, INVALID_MOBILE.',
});
