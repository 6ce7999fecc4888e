// The messages calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { announcements } from './announcements.ts';
export { markAnnouncementRead } from './markAnnouncementRead.ts';
export { markAllAnnouncementsRead } from './markAllAnnouncementsRead.ts';
export { banners } from './banners.ts';
export { unreadCounts } from './unreadCounts.ts';
export { inbox } from './inbox.ts';
export { markInboxRead } from './markInboxRead.ts';
export { markAllInboxRead } from './markAllInboxRead.ts';
export { deleteInbox } from './deleteInbox.ts';
export { userAgreement } from './userAgreement.ts';
export { chatPermission } from './chatPermission.ts';
export { chatUnread } from './chatUnread.ts';
export { launchChat } from './launchChat.ts';
export { customerService } from './customerService.ts';
export { liveModels } from './liveModels.ts';
