import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const markInboxRead = defineCall({
  method: 'POST',
  path: '/wps/message/inbox/read',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({ id: z.number() })),
  response: ok,
  summary: 'Marks one inbox message read.',
});
