import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { rgSettings as rgSettingsShape } from './schemas.ts';

export const rgSetRealityCheck = defineCall({
  method: 'POST',
  path: '/wps/member/responsibleGaming/realityCheck',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ minutes: z.nullable(z.number().check(z.gte(5), z.lte(600))) })),
  response: rgSettingsShape,
  summary: 'Sets the reality check interval in minutes (null: off).',
});
