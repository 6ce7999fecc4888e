import { defineCall } from '../../define.ts';
import { sessionGrant } from '../../common.ts';
import { encryptedBody, loginPayload } from './schemas.ts';

export const login = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  request: encryptedBody,
  payload: loginPayload,
  response: sessionGrant,
  summary:
    'Login by username+password or SMS code. Failures: INVALID_CREDENTIALS (value.captcha after 3 failures, value.retryAfter when slowed), CAPTCHA_REQUIRED, CAPTCHA_INVALID, VERIFICATION_CODE_INVALID, USER_DISABLED.',
});
