import { defineCall } from '../../define.ts';
import { sessionGrant } from '../../common.ts';
import { encryptedBody, registerPayload } from './schemas.ts';

export const register = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  request: encryptedBody,
  payload: registerPayload,
  response: sessionGrant,
  summary:
    'Registers and logs in. VALIDATION_ERROR (value.fields), USERNAME_EXISTS, INVALID_INVITATION_CODE, CAPTCHA_INVALID, VERIFICATION_CODE_INVALID, PASSWORD_MISMATCH.',
});
