import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const chatUnread = defineCall({
  method: 'GET',
  path: '/wps/chat/unread',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ unReadCount: z.number() })),
  summary: 'Unread chat messages.',
});
