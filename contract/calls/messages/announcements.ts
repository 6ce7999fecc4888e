import * as z from '../../schema.ts';
import { defineCall, lazySchema } from '../../define.ts';
import { optLanguage } from '../../common.ts';
import { announcement, banner } from './schemas.ts';

export const announcements = defineCall({
  method: 'GET',
  path: '/wps/announcement/list',
  auth: 'optional',
  request: lazySchema(() =>
    z.object({
      /** Comma-separated announcement types, e.g. 'B,PL,PU,PR'. */
      types: z.optional(z.string()),
      groupName: z.optional(z.string()),
      platform: z.optional(z.literal('M')),
      language: optLanguage,
    }),
  ),
  response: lazySchema(() =>
    z.object({
      promotion: z.array(announcement),
      banners: z.array(banner),
      player: z.array(announcement),
      popup: z.array(announcement),
    }),
  ),
  summary: 'Announcements by type; read flags are the member’s (all unread for guests).',
});
