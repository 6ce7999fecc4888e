// Announcements, banners, inbox, unread counts, chat and customer service.
export * from './messages/schemas.ts';
export * as messageCalls from './messages/calls.ts';
