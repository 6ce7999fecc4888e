import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok, qInt } from '../../common.ts';
import { CONTRACT_KINDS } from './schemas.ts';

export const respondContract = defineCall({
  method: 'POST',
  path: '/wps/agent/contract/{kind}/respond',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ kind: z.enum(CONTRACT_KINDS), id: qInt, accept: z.boolean() })),
  response: ok,
  summary: 'Accepts or rejects a pending contract; CONFLICT when no longer pending.',
});
