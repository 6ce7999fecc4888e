import { defineCall } from '../../define.ts';
import { ok } from '../../common.ts';
import { encryptedBody, resetPasswordPayload } from './schemas.ts';

export const resetPassword = defineCall({
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: 'none',
  request: encryptedBody,
  payload: resetPasswordPayload,
  response: ok,
  summary: 'Sets a new password after an SMS code (purpose reset) for the number.',
});
