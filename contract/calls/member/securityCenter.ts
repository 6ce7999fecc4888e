import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { securityCenter as securityCenterShape } from './schemas.ts';

export const securityCenter = defineCall({
  method: 'GET',
  path: '/wps/member/security',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: securityCenterShape,
  summary: 'What is set up (passwords, mobile, e-mail, real name, bank card) and a score.',
});
