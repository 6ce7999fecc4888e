import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShellPlatform } from '../testing/fakeTransport';
import { RootStore } from './RootStore';
import { memoryStorages } from './storage';

const stores: RootStore[] = [];
function signedIn() {
  const platform = createShellPlatform();
  const root = new RootStore({
    transport: platform.transport,
    storages: memoryStorages(),
    client: { sleep: async () => {} },
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
});

describe('announcements', () => {
  it('a read lowers the counts at once, before the platform answers', async () => {
    const { root } = signedIn();
    await vi.waitFor(() => expect(root.messages.loaded).toBe(true));
    root.messages.notices = [
      { id: 1, announcementId: 1, type: 'PL', title: 'a', content: '', read: false, createdAt: 1 },
    ];
    const { announcementUnreadCount, totalUnreadCount } = root.messages.unread;
    void root.messages.markNoticeRead(1);
    expect(root.messages.notices[0]!.read).toBe(true);
    expect(root.messages.unread.announcementUnreadCount).toBe(Math.max(0, announcementUnreadCount - 1));
    expect(root.messages.unread.totalUnreadCount).toBe(
      totalUnreadCount - Math.min(1, announcementUnreadCount),
    );
  });
});
