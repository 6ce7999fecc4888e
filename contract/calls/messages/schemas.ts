// Announcements, banners, inbox, unread counts, chat and customer service.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

/** Announcement types: B banner, PL player, PU popup, PR promotion; A agent. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;

export const announcement = lazySchema(() =>
  z.object({
    id: z.number(),
    announcementId: z.number(),
    type: z.string(),
    title: z.string(),
    /** HTML: sanitise before rendering. */
    content: z.string(),
    read: z.boolean(),
    createdAt: z.number(),
  }),
);

export const banner = lazySchema(() =>
  z.object({
    id: z.number(),
    groupName: z.enum(['m_home', 'm_live']),
    url: z.string(),
    title: z.string(),
    /** An app path or an external URL; '' when the banner links nowhere. */
    link: z.string(),
    sequence: z.number(),
  }),
);

export const unreadCounts = lazySchema(() =>
  z.object({
    announcementUnreadCount: z.number(),
    chatUnreadCount: z.number(),
    inboxUnreadCount: z.number(),
    totalUnreadCount: z.number(),
  }),
);

export const inboxMessage = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    /** HTML: sanitise before rendering. */
    content: z.string(),
    read: z.boolean(),
    createdAt: z.number(),
  }),
);
