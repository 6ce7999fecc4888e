// The message centre's lists, built when one of its screens first asks (app/stores/features.ts):
// the announcements of /m/notice with their read flags (SPEC §4, §7), the member's inbox, the
// merchant's customer service links (SPEC §3), the user agreement and the live chat's launch. Each
// read or delete lowers the badges' counts at once (the core messages store keeps them, since the
// shell's badges need them on every page) and then reloads them from the platform.
import { makeAutoObservable, runInAction } from 'mobx';
import { messageCalls } from '@contract/calls/messages';
import { customerServicePaths } from '@contract/calls/system';
import { decryptCustomerService } from '@contract/crypto';
import type { ResponseOf } from '@contract/define';
import { platformLanguage } from '../../i18n/locales';
import { defineFeature } from '../features';
import { Loader } from '../load';
import type { RootStore } from '../RootStore';

/** SPEC §7: marking an announcement read at most every 150 ms. */
export const MARK_READ_THROTTLE_MS = 150;

export type Announcement = ResponseOf<typeof messageCalls.announcements>['player'][number];
export type InboxMessage = ResponseOf<typeof messageCalls.inbox>['content'][number];
export type UserAgreement = ResponseOf<typeof messageCalls.userAgreement>;

/** A customer service link (SPEC §3): its title ('whatsapp', 'CS') and its address. */
export interface ServiceEntry {
  title: string;
  path: string;
}

/** Inbox messages per page: a few screens of rows. */
export const INBOX_PAGE_SIZE = 20;

/** The announcement types /m/notice lists: the player's and the popups (those the unread count counts). */
const NOTICE_TYPES = 'PL,PU';

export class MessageCentreStore {
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

  constructor(private readonly root: RootStore) {
    makeAutoObservable<MessageCentreStore, 'root'>(this, {
      root: false,
      noticesLoad: false,
      inboxLoad: false,
      inboxMore: false,
      serviceLoad: false,
      agreementLoad: false,
    });
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
    await this.root.messages.loadUnread();
  }

  /** Marks the whole inbox read: the list and counts at once, then one platform call, then a reload. */
  async markAllInboxRead(): Promise<void> {
    const ids = this.inbox.filter((m) => !m.read).map((m) => m.id);
    if (!ids.length && !this.root.messages.unread.inboxUnreadCount) return;
    this.setInboxReadLocally(ids, true);
    try {
      await this.root.api.call(messageCalls.markAllInboxRead, {}, { throttleMs: MARK_READ_THROTTLE_MS });
    } catch {
      // The reload below shows what the platform kept.
    }
    await Promise.all([this.loadInbox(), this.root.messages.loadUnread()]);
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
    if (!message.read) this.root.messages.lower('inboxUnreadCount', 1);
    try {
      await this.root.api.call(messageCalls.deleteInbox, { id });
    } catch (e) {
      runInAction(() => {
        if (!this.inbox.some((m) => m.id === id))
          this.inbox.splice(Math.min(at, this.inbox.length), 0, message);
        this.inboxRemoved = Math.max(0, this.inboxRemoved - 1);
      });
      await this.root.messages.loadUnread();
      throw e;
    }
    await this.root.messages.loadUnread();
  }

  /** Sets read flags; `all` (mark all read) also clears the unread on pages not loaded yet. */
  private setInboxReadLocally(ids: number[], all = false) {
    const set = new Set(ids);
    this.inbox = this.inbox.map((m) => (set.has(m.id) ? { ...m, read: true } : m));
    this.root.messages.lower('inboxUnreadCount', all ? this.root.messages.unread.inboxUnreadCount : set.size);
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
    await Promise.all([this.loadNotices(), this.root.messages.loadUnread()]);
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
    await Promise.all([this.loadNotices(), this.root.messages.loadUnread()]);
  }

  private get canMarkOnPlatform(): boolean {
    return this.root.session.isLoggedIn;
  }

  /** Sets read flags and lowers the announcement and total counts by the same number. */
  private setReadLocally(notices: Announcement[]) {
    const ids = new Set(notices.map((a) => a.id));
    this.notices = this.notices.map((a) => (ids.has(a.id) ? { ...a, read: true } : a));
    this.root.messages.lower('announcementUnreadCount', ids.size);
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

  /** Clears the member's lists (logout, session expiry); the agreement is the merchant's and stays. */
  reset() {
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

export const messageCentreFeature = defineFeature('messageCentre', (root) => new MessageCentreStore(root));
