import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { rgSession as rgSessionShape } from './schemas.ts';

export const rgSession = defineCall({
  method: 'GET',
  path: '/wps/member/responsibleGaming/session',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: rgSessionShape,
  summary: 'The current session’s start and net result, for the reality check.',
});
