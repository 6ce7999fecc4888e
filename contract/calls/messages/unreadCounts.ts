import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { unreadCounts as unreadCountsShape } from './schemas.ts';

export const unreadCounts = defineCall({
  method: 'GET',
  path: '/wps/message/unread',
  auth: 'member',
  trialRefused: true,
  request: lazySchema(() => z.object({})),
  response: unreadCountsShape,
  summary: 'Unread announcement, chat and inbox counts (throttle 250 ms in the app).',
});
