import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureUsers, unreadFixture } from '../testing/fixtures';
import { createShellPlatform, FakeFailure, type Handlers } from '../testing/fakeTransport';
import { MARK_READ_THROTTLE_MS, messageCentreFeature } from './messageCentre';
import { UNREAD_THROTTLE_MS } from './MessagesStore';
import { RootStore, type RootStoreOptions } from './RootStore';
import { memoryStorages } from './storage';

type ClientOptions = NonNullable<RootStoreOptions['client']>;

const stores: RootStore[] = [];
function signedIn(handlers: Handlers = {}, client: ClientOptions = { sleep: async () => {} }) {
  const platform = createShellPlatform({ handlers });
  const root = new RootStore({
    transport: platform.transport,
    storages: memoryStorages(),
    client,
  });
  stores.push(root);
  root.session.start({
    token: 'tok-1',
    merchantCode: 'aurum',
    userName: 'demo_member',
    type: 0,
    firstTimeLogin: false,
  });
  return { root, platform };
}

/** A document whose visibility the test sets. */
function fakeVisibility() {
  const target = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    set(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

describe('unread counts in the foreground', () => {
  it('are fetched again when the app comes back, not while it is hidden, and not after unsubscribing', async () => {
    const { root, platform } = signedIn();
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    const doc = fakeVisibility();
    const stop = root.messages.watchForeground(doc as unknown as Document);
    const before = platform.callsTo('unreadCounts').length;

    doc.set('hidden');
    await new Promise((r) => setTimeout(r, 10));
    expect(platform.callsTo('unreadCounts')).toHaveLength(before);

    doc.set('visible');
    await vi.waitFor(() => expect(platform.callsTo('unreadCounts')).toHaveLength(before + 1));

    stop();
    doc.set('hidden');
    doc.set('visible');
    await new Promise((r) => setTimeout(r, 300));
    expect(platform.callsTo('unreadCounts')).toHaveLength(before + 1);
  });

  it('are polled only while the app is visible', async () => {
    const { root, platform } = signedIn();
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    const doc = fakeVisibility();
    const stop = root.messages.watchForeground(doc as unknown as Document, 400);
    const before = platform.callsTo('unreadCounts').length;
    await vi.waitFor(
      () => expect(platform.callsTo('unreadCounts').length).toBeGreaterThanOrEqual(before + 2),
      {
        timeout: 2000,
      },
    );

    doc.set('hidden');
    const hidden = platform.callsTo('unreadCounts').length;
    await new Promise((r) => setTimeout(r, 1000));
    expect(platform.callsTo('unreadCounts')).toHaveLength(hidden);

    stop();
  });
});

const message = (id: number, read: boolean) => ({ id, title: `m${id}`, content: '', read, createdAt: id });

describe('inbox', () => {
  it('a delete drops the message and its unread count at once and reaches the platform', async () => {
    const { root, platform } = signedIn({ deleteInbox: () => ({ ok: true }) });
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    root.use(messageCentreFeature).inbox = [message(2, false), message(1, true)];
    const { inboxUnreadCount } = root.messages.unread;
    const done = root.use(messageCentreFeature).deleteInbox(2);
    expect(root.use(messageCentreFeature).inbox.map((m) => m.id)).toEqual([1]);
    expect(root.messages.unread.inboxUnreadCount).toBe(inboxUnreadCount - 1);
    await done;
    expect(platform.callsTo('deleteInbox').map((c) => c.input.id)).toEqual(['2']);
  });

  it('a refused delete puts the message back where it was and rejects', async () => {
    const { root } = signedIn({ deleteInbox: () => new FakeFailure(404, 'NOT_FOUND', 'err_not_found') });
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    root.use(messageCentreFeature).inbox = [message(3, true), message(2, true), message(1, true)];
    await expect(root.use(messageCentreFeature).deleteInbox(2)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(root.use(messageCentreFeature).inbox.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('mark all read is one platform call and clears the inbox count at once', async () => {
    const { root, platform } = signedIn({
      markAllInboxRead: () => ({ updated: 2 }),
      inbox: () => ({ content: [], pageNum: 1, totalPages: 1, totalElements: 0 }),
    });
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    root.use(messageCentreFeature).inbox = [message(2, false), message(1, false)];
    const done = root.use(messageCentreFeature).markAllInboxRead();
    expect(root.use(messageCentreFeature).inbox.every((m) => m.read)).toBe(true);
    expect(root.messages.unread.inboxUnreadCount).toBe(0);
    await done;
    expect(platform.callsTo('markAllInboxRead')).toHaveLength(1);
    expect(platform.callsTo('markInboxRead')).toHaveLength(0);
  });
});

describe('announcements', () => {
  it('a read lowers the counts at once, before the platform answers', async () => {
    const { root } = signedIn();
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    root.use(messageCentreFeature).notices = [
      { id: 1, announcementId: 1, type: 'PL', title: 'a', content: '', read: false, createdAt: 1 },
    ];
    const { announcementUnreadCount, totalUnreadCount } = root.messages.unread;
    void root.use(messageCentreFeature).markNoticeRead(1);
    expect(root.use(messageCentreFeature).notices[0]!.read).toBe(true);
    expect(root.messages.unread.announcementUnreadCount).toBe(Math.max(0, announcementUnreadCount - 1));
    expect(root.messages.unread.totalUnreadCount).toBe(
      totalUnreadCount - Math.min(1, announcementUnreadCount),
    );
  });
});

/**
 * A client clock that only moves when the client waits, so the moment each call reaches the
 * platform (`sent`, read by the handlers) shows how far apart the client spaced them.
 */
function steppedClock() {
  const clock = { now: 1_000_000 };
  const client: ClientOptions = {
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.now += ms;
    },
  };
  return { clock, client };
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe('throttles (SPEC §7, §9)', () => {
  it('unread counts go to the platform at most every 250 ms, none dropped', async () => {
    const { clock, client } = steppedClock();
    const sent: number[] = [];
    const { root } = signedIn(
      {
        unreadCounts: () => {
          sent.push(clock.now);
          return unreadFixture(fixtureUsers.member);
        },
      },
      client,
    );
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));

    clock.now += 100; // 100 ms after the start-up count: held back for the rest of its 250 ms.
    await root.messages.loadUnread();
    await root.messages.loadUnread(); // At once after that one: held back a whole 250 ms.
    clock.now += 400; // Longer than 250 ms after the last: goes at once.
    await root.messages.loadUnread();

    expect(UNREAD_THROTTLE_MS).toBe(250);
    expect(gaps(sent)).toEqual([250, 250, 400]);
  });

  // Reads opened together wait for each other on the client's own clock (real waits, fake time).
  describe('with the real waits on a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('marking announcements read goes to the platform at most every 150 ms, none dropped', async () => {
      const sent: { id: unknown; at: number }[] = [];
      const { root } = signedIn(
        {
          markAnnouncementRead: (input) => {
            sent.push({ id: input.announcementId, at: Date.now() });
            return { ok: true as const };
          },
          announcements: () => ({ promotion: [], banners: [], player: [], popup: [] }),
        },
        {},
      );
      await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
      root.use(messageCentreFeature).notices = [1, 2, 3].map((id) => ({
        id,
        announcementId: id,
        type: 'PL',
        title: `a${id}`,
        content: '',
        read: false,
        createdAt: id,
      }));

      // Three opened one after another at once: each read waits its 150 ms turn.
      const done = Promise.all([1, 2, 3].map((id) => root.use(messageCentreFeature).markNoticeRead(id)));
      await vi.advanceTimersByTimeAsync(2000);
      await done;

      expect(MARK_READ_THROTTLE_MS).toBe(150);
      expect(sent.map((c) => c.id)).toEqual([1, 2, 3]);
      expect(gaps(sent.map((c) => c.at))).toEqual([150, 150]);
    });

    it('marking inbox messages read is spaced 150 ms apart too', async () => {
      const sent: number[] = [];
      const { root } = signedIn(
        {
          markInboxRead: () => {
            sent.push(Date.now());
            return { ok: true as const };
          },
        },
        {},
      );
      await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
      root.use(messageCentreFeature).inbox = [message(2, false), message(1, false)];

      const done = Promise.all([
        root.use(messageCentreFeature).markInboxRead(2),
        root.use(messageCentreFeature).markInboxRead(1),
      ]);
      await vi.advanceTimersByTimeAsync(2000);
      await done;

      expect(gaps(sent)).toEqual([150]);
    });
  });
});
