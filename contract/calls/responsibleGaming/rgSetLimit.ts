import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { RG_LIMIT_KINDS, RG_PERIODS, rgSettings as rgSettingsShape } from './schemas.ts';

export const rgSetLimit = defineCall({
  method: 'POST',
  path: '/wps/member/responsibleGaming/limit',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() =>
    z.object({
      kind: z.enum([...RG_LIMIT_KINDS, 'session']),
      /** Ignored for the session limit. */
      period: z.optional(z.enum(RG_PERIODS)),
      /** Money for deposit and loss, minutes for session; null removes the limit (after cooling). */
      value: z.nullable(z.number().check(z.gt(0), z.lte(100_000_000))),
    }),
  ),
  response: rgSettingsShape,
  summary: 'Sets a limit: lower at once, higher or removed after the cooling period. Answers the settings.',
});
