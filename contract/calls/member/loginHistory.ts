import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { loginRecord } from './schemas.ts';

export const loginHistory = defineCall({
  method: 'GET',
  path: '/wps/member/logins',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ logins: z.array(loginRecord) })),
  summary:
    'The last 10 sign-ins to the account, newest first, with device, approximate place and session state.',
});
