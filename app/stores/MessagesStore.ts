// Unread counts for the message centre and badges (SPEC §3, §6: a trial member's chat and inbox
// counts are not fetched). The client spaces the calls 250 ms apart (SPEC §9). The shell's badges
// need them on every page; the message centre's lists are a feature store of their own
// (stores/messageCentre), built when one of its screens first asks.
import { makeAutoObservable, runInAction } from 'mobx';
import { messageCalls } from '@contract/calls/messages';
import type { UnreadCounts } from '../api/types';
import type { RootStore } from './RootStore';

/** SPEC §9: unread counts at most every 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
/** How often the badges' counts are fetched while the app is on screen. */
export const UNREAD_POLL_MS = 30_000;

/** What the foreground refresh reads of the document (the page's visibility). */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

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
  private stopWatching: () => void = () => undefined;

  constructor(
    private readonly root: RootStore,
    visibility: VisibilitySource | undefined = typeof document === 'undefined' ? undefined : document,
  ) {
    makeAutoObservable<MessagesStore, 'root' | 'stopWatching'>(this, {
      root: false,
      stopWatching: false,
    });
    if (visibility) this.stopWatching = this.watchForeground(visibility);
  }

  /**
   * Polls the unread counts every UNREAD_POLL_MS while the app is visible, and refreshes them at once
   * when it comes back to the foreground (a badge may have changed while it was hidden); nothing is
   * fetched while it is hidden. Each call still keeps the 250 ms spacing. Returns the unsubscribe.
   */
  watchForeground(visibility: VisibilitySource, pollMs: number = UNREAD_POLL_MS): () => void {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopPolling = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const startPolling = () => {
      stopPolling();
      timer = setInterval(() => void this.loadUnread(), pollMs);
    };
    const onChange = () => {
      if (visibility.visibilityState !== 'visible') return stopPolling();
      void this.loadUnread();
      startPolling();
    };
    if (visibility.visibilityState === 'visible') startPolling();
    visibility.addEventListener('visibilitychange', onChange);
    return () => {
      stopPolling();
      visibility.removeEventListener('visibilitychange', onChange);
    };
  }

  dispose() {
    this.stopWatching();
  }

  /**
   * Lowers one count (and the total) by `by` at once, when the member reads or deletes something:
   * the badges follow the tap, and the next reload from the platform confirms them.
   */
  lower(kind: 'inboxUnreadCount' | 'announcementUnreadCount', by: number) {
    const drop = Math.min(by, this.unread[kind]);
    this.unread = {
      ...this.unread,
      [kind]: this.unread[kind] - drop,
      totalUnreadCount: Math.max(0, this.unread.totalUnreadCount - drop),
    };
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

  reset() {
    this.unread = none;
    this.loaded = false;
  }
}
