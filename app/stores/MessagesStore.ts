// Unread counts for the message centre and badges (SPEC §3, §6: a trial member's chat and inbox
// counts are not fetched). The client spaces the calls 250 ms apart (SPEC §9). Also the live chat's
// launch from the message centre.
import { makeAutoObservable, runInAction } from 'mobx';
import { messageCalls } from '@contract/calls/messages';
import type { UnreadCounts } from '../api/types';
import { platformLanguage } from '../i18n/locales';
import type { RootStore } from './RootStore';

/** SPEC §9: unread counts at most every 250 ms. */
export const UNREAD_THROTTLE_MS = 250;

const none: UnreadCounts = {
  announcementUnreadCount: 0,
  chatUnreadCount: 0,
  inboxUnreadCount: 0,
  totalUnreadCount: 0,
};

/** Badge text: the count, '99+' above 99, nothing at 0. */
export function badgeText(count: number): string | null {
  if (!count || count < 0) return null;
  return count > 99 ? '99+' : String(count);
}

export class MessagesStore {
  unread: UnreadCounts = none;
  loaded = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MessagesStore, 'root'>(this, { root: false });
  }

  async loadUnread() {
    // A trial member's inbox and chat counts are not fetched (SPEC §6).
    if (!this.root.session.isLoggedIn || this.root.session.isTrial) return;
    try {
      const counts = await this.root.api.call(
        messageCalls.unreadCounts,
        {},
        { throttleMs: UNREAD_THROTTLE_MS },
      );
      runInAction(() => {
        this.unread = counts;
        this.loaded = true;
      });
    } catch {
      // Badges are decoration: a failed count keeps the last one.
    }
  }

  /**
   * The live chat's URL for the member, in the app's language; `backUrl` is where the chat returns
   * to and `title` the chat window's (translated) title. Rejects with the platform's error.
   */
  async chatUrl(input: { backUrl: string; title: string }): Promise<string> {
    const { chatUrl } = await this.root.api.call(messageCalls.launchChat, {
      b2c: 1,
      language: platformLanguage[this.root.ui.locale],
      backUrl: input.backUrl,
      title: input.title,
    });
    return chatUrl;
  }

  reset() {
    this.unread = none;
    this.loaded = false;
  }
}
