import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { signInStatus as signInStatusShape } from './schemas.ts';

export const signInStatus = defineCall({
  method: 'GET',
  path: '/wps/signin/status',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: signInStatusShape,
  summary: 'Daily sign-in: the 7-day cycle, this month’s sign-ins and whether today is signed.',
});
