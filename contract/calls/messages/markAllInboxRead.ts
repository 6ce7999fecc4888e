import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const markAllInboxRead = defineCall({
  method: 'POST',
  path: '/wps/message/inbox/read-all',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ updated: z.number() })),
  summary: 'Marks every delivered inbox message of the member read; `updated` is how many were unread.',
});
