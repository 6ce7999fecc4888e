import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const chatPermission = defineCall({
  method: 'GET',
  path: '/wps/chat/permission',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ hasPermission: z.boolean() })),
  summary: 'Whether the member may chat (CBS3 on and not a trial account).',
});
