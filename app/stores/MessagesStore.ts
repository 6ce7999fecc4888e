// Unread counts for the message centre and badges (SPEC §3, §6: a trial member's chat and inbox
// counts are not fetched). The client spaces the calls 250 ms apart (SPEC §9). The announcements of
// /m/notice with their read flags, the live chat's launch from the message centre.
import { makeAutoObservable, runInAction } from 'mobx';
import { messageCalls } from '@contract/calls/messages';
import { customerServicePaths } from '@contract/calls/system';
import { decryptCustomerService } from '@contract/crypto';
import type { ResponseOf } from '@contract/define';
import type { UnreadCounts } from '../api/types';
import { platformLanguage } from '../i18n/locales';
import { Loader } from './load';
import type { RootStore } from './RootStore';

/** SPEC §9: unread counts at most every 250 ms. */
export const UNREAD_THROTTLE_MS = 250;
/** How often the badges' counts are fetched while the app is on screen. */
export const UNREAD_POLL_MS = 30_000;
/** SPEC §7: marking an announcement read at most every 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

export type Announcement = ResponseOf<typeof messageCalls.announcements>['player'][number];
export type InboxMessage = ResponseOf<typeof messageCalls.inbox>['content'][number];
export type UserAgreement = ResponseOf<typeof messageCalls.userAgreement>;

/** What the foreground refresh reads of the document (the page's visibility). */
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** A customer service link (SPEC §3): its title ('whatsapp', 'CS') and its address. */
export interface ServiceEntry {
  title: string;
  path: string;
}

/** Inbox messages per page: a few screens of rows. */
export const INBOX_PAGE_SIZE = 20;

/** The announcement types /m/notice lists: the player's and the popups (those the unread count counts). */
const NOTICE_TYPES = 'PL,PU';

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
  /** The announcements of /m/notice, newest first. */
  notices: Announcement[] = [];
  /** Their load state; a reload that fails keeps the list shown. */
  readonly noticesLoad = new Loader({ keepOnError: true });

  /** The member's inbox, newest first, as many pages as were loaded. */
  inbox: InboxMessage[] = [];
  inboxPages = { loaded: 0, total: 0 };
  /** The first page (the list's state) and the next ones (the list's footer). */
  readonly inboxLoad = new Loader({ keepOnError: true });
  readonly inboxMore = new Loader();
  /** Messages deleted since the last page arrived: later pages moved up by as many rows. */
  private inboxRemoved = 0;

  /** The merchant's customer service links (entries of type '3'). */
  service: ServiceEntry[] = [];
  readonly serviceLoad = new Loader({ keepOnError: true });

  /** The merchant's user agreement in the app's language (HTML content: sanitise before rendering). */
  agreement: UserAgreement | null = null;
  readonly agreementLoad = new Loader({ keepOnError: true });
  private stopWatching: () => void = () => undefined;

  constructor(
    private readonly root: RootStore,
    visibility: VisibilitySource | undefined = typeof document === 'undefined' ? undefined : document,
  ) {
    makeAutoObservable<MessagesStore, 'root' | 'stopWatching'>(this, {
      root: false,
      noticesLoad: false,
      inboxLoad: false,
      inboxMore: false,
      serviceLoad: false,
      agreementLoad: false,
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
   * The customer service links: decrypted from the site settings (SPEC §3), or, when the settings
   * carry none or they do not decrypt, from the platform's customer service call. Only type '3'
   * entries are links the app shows.
   */
  loadService(): Promise<boolean> {
    const box = this.root.settings.settings?.customerService;
    return this.serviceLoad.run(
      async () => {
        if (box) {
          try {
            return customerServicePaths.parse(await decryptCustomerService(box));
          } catch {
            // Fall through to the platform's own list.
          }
        }
        const v = await this.root.api.call(messageCalls.customerService, {
          language: platformLanguage[this.root.ui.locale],
        });
        return v.version.pathList;
      },
      (paths) => {
        this.service = paths.filter((e) => e.type === '3').map(({ title, path }) => ({ title, path }));
      },
    );
  }

  /** Loads the user agreement in the app's language (anyone may read it, signed in or not). */
  loadAgreement(): Promise<boolean> {
    return this.agreementLoad.run(
      () =>
        this.root.api.call(messageCalls.userAgreement, {
          language: platformLanguage[this.root.ui.locale],
        }),
      (agreement) => {
        this.agreement = agreement;
      },
    );
  }

  get inboxHasMore(): boolean {
    return this.inboxPages.loaded < this.inboxPages.total;
  }

  get unreadInbox(): number {
    return this.inbox.filter((m) => !m.read).length;
  }

  private inboxPage(pageNo: number) {
    return this.root.api.call(messageCalls.inbox, {
      pageNo,
      pageSize: INBOX_PAGE_SIZE,
      language: platformLanguage[this.root.ui.locale],
    });
  }

  /** Loads the inbox's first page (again), dropping later pages. */
  loadInbox(): Promise<boolean> {
    return this.inboxLoad.run(
      () => this.inboxPage(1),
      (page) => {
        this.inbox = page.content;
        this.inboxPages = { loaded: 1, total: page.totalPages };
        this.inboxRemoved = 0;
      },
    );
  }

  /**
   * Appends the next page; a message that moved across pages meanwhile is not listed twice. After
   * deletions the rows that moved up onto the last loaded page are fetched with it, so none is skipped.
   */
  loadMoreInbox(): Promise<boolean> {
    if (!this.inboxHasMore || this.inboxMore.loading) return Promise.resolve(false);
    const next = this.inboxPages.loaded + 1;
    const refetch = this.inboxRemoved > 0;
    return this.inboxMore.run(
      async () => {
        const page = await this.inboxPage(next);
        if (!refetch) return page;
        const moved = await this.inboxPage(next - 1);
        return { ...page, content: [...moved.content, ...page.content] };
      },
      (page) => {
        const have = new Set(this.inbox.map((m) => m.id));
        this.inbox = [
          ...this.inbox,
          ...page.content.filter((m) => !have.has(m.id) && Boolean(have.add(m.id))),
        ];
        this.inboxPages = { loaded: next, total: page.totalPages };
        if (refetch) this.inboxRemoved = 0;
      },
    );
  }

  /** Marks an inbox message read: on the device at once, then on the platform, then the counts. */
  async markInboxRead(id: number): Promise<void> {
    const message = this.inbox.find((m) => m.id === id);
    if (!message || message.read) return;
    this.setInboxReadLocally([id]);
    try {
      await this.root.api.call(messageCalls.markInboxRead, { id }, { throttleMs: MARK_READ_THROTTLE_MS });
    } catch {
      // The count reload below shows what the platform kept.
    }
    await this.loadUnread();
  }

  /** Marks the whole inbox read: the list and counts at once, then one platform call, then a reload. */
  async markAllInboxRead(): Promise<void> {
    const ids = this.inbox.filter((m) => !m.read).map((m) => m.id);
    if (!ids.length && !this.unread.inboxUnreadCount) return;
    this.setInboxReadLocally(ids, true);
    try {
      await this.root.api.call(messageCalls.markAllInboxRead, {}, { throttleMs: MARK_READ_THROTTLE_MS });
    } catch {
      // The reload below shows what the platform kept.
    }
    await Promise.all([this.loadInbox(), this.loadUnread()]);
  }

  /**
   * Deletes an inbox message: gone from the list (and from the counts, if unread) at once, then on
   * the platform. A refusal puts it back where it was and rejects with the platform's error.
   */
  async deleteInbox(id: number): Promise<void> {
    const at = this.inbox.findIndex((m) => m.id === id);
    if (at < 0) return;
    const message = this.inbox[at]!;
    this.inbox = this.inbox.filter((m) => m.id !== id);
    this.inboxRemoved += 1;
    if (!message.read) this.lowerInboxCount(1);
    try {
      await this.root.api.call(messageCalls.deleteInbox, { id });
    } catch (e) {
      runInAction(() => {
        if (!this.inbox.some((m) => m.id === id))
          this.inbox.splice(Math.min(at, this.inbox.length), 0, message);
        this.inboxRemoved = Math.max(0, this.inboxRemoved - 1);
      });
      await this.loadUnread();
      throw e;
    }
    await this.loadUnread();
  }

  /** Sets read flags; `all` (mark all read) also clears the unread on pages not loaded yet. */
  private setInboxReadLocally(ids: number[], all = false) {
    const set = new Set(ids);
    this.inbox = this.inbox.map((m) => (set.has(m.id) ? { ...m, read: true } : m));
    this.lowerInboxCount(all ? this.unread.inboxUnreadCount : set.size);
  }

  private lowerInboxCount(by: number) {
    const drop = Math.min(by, this.unread.inboxUnreadCount);
    this.unread = {
      ...this.unread,
      inboxUnreadCount: this.unread.inboxUnreadCount - drop,
      totalUnreadCount: Math.max(0, this.unread.totalUnreadCount - drop),
    };
  }

  /** How many of the listed announcements are unread. */
  get unreadNotices(): number {
    return this.notices.filter((a) => !a.read).length;
  }

  /** Loads the announcements (player and popup ones) in the app's language, newest first. */
  loadNotices(): Promise<boolean> {
    return this.noticesLoad.run(
      () =>
        this.root.api.call(messageCalls.announcements, {
          types: NOTICE_TYPES,
          platform: 'M',
          language: platformLanguage[this.root.ui.locale],
        }),
      (v) => {
        const seen = new Set<number>();
        this.notices = [...v.player, ...v.popup]
          .filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id)))
          .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      },
    );
  }

  /**
   * Marks an announcement read (SPEC §4): at once on the device (its row and every badge), then on
   * the platform (150 ms apart), then the list and the counts reload so both agree with the
   * platform. A guest's reads stay on the device: the platform keeps reads per member only.
   */
  async markNoticeRead(id: number): Promise<void> {
    const notice = this.notices.find((a) => a.id === id);
    if (!notice || notice.read) return;
    this.setReadLocally([notice]);
    if (!this.canMarkOnPlatform) return;
    try {
      await this.root.api.call(
        messageCalls.markAnnouncementRead,
        { announcementId: notice.announcementId || notice.id, read: true },
        { throttleMs: MARK_READ_THROTTLE_MS },
      );
    } catch {
      // The reload below shows what the platform kept.
    }
    await Promise.all([this.loadNotices(), this.loadUnread()]);
  }

  /** Marks every announcement read: locally at once, then one platform call, then a reload. */
  async markAllNoticesRead(): Promise<void> {
    const unread = this.notices.filter((a) => !a.read);
    if (!unread.length) return;
    this.setReadLocally(unread);
    if (!this.canMarkOnPlatform) return;
    try {
      await this.root.api.call(
        messageCalls.markAllAnnouncementsRead,
        {},
        { throttleMs: MARK_READ_THROTTLE_MS },
      );
    } catch {
      // The reload shows what the platform kept.
    }
    await Promise.all([this.loadNotices(), this.loadUnread()]);
  }

  private get canMarkOnPlatform(): boolean {
    return this.root.session.isLoggedIn;
  }

  /** Sets read flags and lowers the announcement and total counts by the same number. */
  private setReadLocally(notices: Announcement[]) {
    const ids = new Set(notices.map((a) => a.id));
    this.notices = this.notices.map((a) => (ids.has(a.id) ? { ...a, read: true } : a));
    const drop = Math.min(ids.size, this.unread.announcementUnreadCount);
    this.unread = {
      ...this.unread,
      announcementUnreadCount: this.unread.announcementUnreadCount - drop,
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
    this.notices = [];
    this.noticesLoad.reset();
    this.inbox = [];
    this.inboxPages = { loaded: 0, total: 0 };
    this.inboxLoad.reset();
    this.inboxMore.reset();
    this.inboxRemoved = 0;
    this.service = [];
    this.serviceLoad.reset();
  }
}
