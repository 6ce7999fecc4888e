import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { rgSettings as rgSettingsShape } from './schemas.ts';

export const rgSettings = defineCall({
  method: 'GET',
  path: '/wps/member/responsibleGaming',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: rgSettingsShape,
  summary: 'The member’s limits with what is used and what waits to apply, reality check, help links.',
});
