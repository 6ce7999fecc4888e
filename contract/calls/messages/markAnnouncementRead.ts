import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { ok } from '../../common.ts';

export const markAnnouncementRead = defineCall({
  method: 'POST',
  path: '/wps/announcement/read',
  auth: 'member',
  request: lazySchema(() => z.object({ announcementId: z.number(), read: z.literal(true) })),
  response: ok,
  summary: 'Marks an announcement read for the member (throttle 150 ms in the app).',
});
