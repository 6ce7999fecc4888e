import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';
import { currentPassword } from './schemas.ts';

export const bindMobile = defineCall({
  method: 'POST',
  path: '/wps/member/mobile',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      mobileNum: z.string().check(z.maxLength(20)),
      countryDialingCode: z.string().check(z.maxLength(6)),
      verificationCode: z.string().check(z.maxLength(10)),
      password: currentPassword,
    }),
  ),
  response: ok,
  summary:
    'Binds a mobile number after an SMS code to it (purpose bind). Changing a bound number also needs the login password (an account without one: not asked). VERIFICATION_CODE_INVALID, PASSWORD_INCORRECT, CONFLICT (err_mobile_exists), RATE_LIMITED.',
});
