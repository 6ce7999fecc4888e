// Announcements, banners, inbox, unread counts, chat and customer service.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { ok, optLanguage, page, paging, qBool, qInt } from '../common.ts';

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

export const messageCalls = {
  announcements: defineCall({
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
  }),
  markAnnouncementRead: defineCall({
    method: 'POST',
    path: '/wps/announcement/read',
    auth: 'member',
    request: lazySchema(() => z.object({ announcementId: z.number(), read: z.literal(true) })),
    response: ok,
    summary: 'Marks an announcement read for the member (throttle 150 ms in the app).',
  }),
  markAllAnnouncementsRead: defineCall({
    method: 'POST',
    path: '/wps/announcement/read-all',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ updated: z.number() })),
    summary:
      'Marks every shown player and popup announcement read for the member; `updated` is how many were unread.',
  }),
  banners: defineCall({
    method: 'GET',
    path: '/wps/banner/list',
    auth: 'optional',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: lazySchema(() => z.array(banner)),
    summary: 'Home (m_home) and live (m_live) banners in order.',
  }),
  unreadCounts: defineCall({
    method: 'GET',
    path: '/wps/message/unread',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: unreadCounts,
    summary: 'Unread announcement, chat and inbox counts (throttle 250 ms in the app).',
  }),
  inbox: defineCall({
    method: 'GET',
    path: '/wps/message/inbox',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ ...paging, language: optLanguage })),
    response: lazySchema(() => page(inboxMessage)),
    summary: 'Inbox messages, newest first.',
  }),
  markInboxRead: defineCall({
    method: 'POST',
    path: '/wps/message/inbox/read',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ id: z.number() })),
    response: ok,
    summary: 'Marks one inbox message read.',
  }),
  markAllInboxRead: defineCall({
    method: 'POST',
    path: '/wps/message/inbox/read-all',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ updated: z.number() })),
    summary: 'Marks every delivered inbox message of the member read; `updated` is how many were unread.',
  }),
  deleteInbox: defineCall({
    method: 'DELETE',
    path: '/wps/message/inbox/{id}',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ id: qInt })),
    response: ok,
    summary: "Deletes one of the member's inbox messages for good. NOT_FOUND when it is not theirs.",
  }),
  userAgreement: defineCall({
    method: 'GET',
    path: '/wps/user-agreement',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: lazySchema(() =>
      z.object({
        title: z.string(),
        /** HTML: sanitise before rendering. */
        content: z.string(),
        updatedAt: z.number(),
      }),
    ),
    summary: "The merchant's user agreement in the language asked for (the merchant's default otherwise).",
  }),
  chatPermission: defineCall({
    method: 'GET',
    path: '/wps/chat/permission',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ hasPermission: z.boolean() })),
    summary: 'Whether the member may chat (CBS3 on and not a trial account).',
  }),
  chatUnread: defineCall({
    method: 'GET',
    path: '/wps/chat/unread',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ unReadCount: z.number() })),
    summary: 'Unread chat messages.',
  }),
  launchChat: defineCall({
    method: 'GET',
    path: '/wps/chat/launch',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        b2c: z.optional(qInt),
        language: optLanguage,
        backUrl: z.string().check(z.maxLength(500)),
        headerColor: z.optional(z.string().check(z.maxLength(16))),
        title: z.optional(z.string().check(z.maxLength(64))),
      }),
    ),
    response: lazySchema(() => z.object({ chatUrl: z.string() })),
    summary: 'A chat page URL (the app navigates to it after 500 ms). NO_PERMISSION when CBS3 is off.',
  }),
  customerService: defineCall({
    method: 'GET',
    path: '/wps/customer-service',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: lazySchema(() =>
      z.object({
        version: z.object({
          pathList: z.array(z.object({ type: z.string(), title: z.string(), path: z.string() })),
        }),
      }),
    ),
    summary: "Customer service entries; type '3' are the links the app shows (whatsapp, CS).",
  }),
  liveModels: defineCall({
    method: 'GET',
    path: '/wps/live/models',
    auth: 'optional',
    request: lazySchema(() => z.object({ active: z.optional(qBool), streaming: z.optional(qBool) })),
    response: lazySchema(() =>
      z.object({
        list: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            avatarUrl: z.string(),
            active: z.boolean(),
            streaming: z.boolean(),
          }),
        ),
        /** Whether the member has a live model (m_live banners need one). */
        hasLiveModel: z.boolean(),
      }),
    ),
    summary: 'Live stream models, filtered by active/streaming.',
  }),
};
