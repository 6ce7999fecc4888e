import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';

export const markAllAnnouncementsRead = defineCall({
  method: 'POST',
  path: '/wps/announcement/read-all',
  auth: 'member',
  request: lazySchema(() => z.object({})),
  response: lazySchema(() => z.object({ updated: z.number() })),
  summary:
    'Marks every shown player and popup announcement read for the member; `updated` is how many were unread.',
});
