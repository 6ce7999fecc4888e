import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const setPaymentPassword = defineCall({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      /** Current payment password; '' when none is set yet. */
      oldPassword: z.string().check(z.maxLength(6)),
      password: z.string().check(z.maxLength(6)),
      confirmPassword: z.string().check(z.maxLength(6)),
    }),
  ),
  response: ok,
  summary:
    'Sets or changes the 6-digit payment password used to withdraw (the old one to change): PAYMENT_PASSWORD_INVALID, PASSWORD_SAME, PASSWORD_MISMATCH, RATE_LIMITED after 5 wrong payment passwords in an hour.',
});
