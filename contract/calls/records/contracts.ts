import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { CONTRACT_KINDS, agentContract } from './schemas.ts';

export const contracts = defineCall({
  method: 'GET',
  path: '/wps/agent/contract/{kind}',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ kind: z.enum(CONTRACT_KINDS) })),
  response: lazySchema(() => z.array(agentContract)),
  summary: 'Contracts of one kind (salary, dividend, hourly) offered to the member.',
});
