// The message calls that change storage (mark all read, delete) and the user agreement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { failure, startTestPlatform, type TestPlatform } from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());

describe('inbox', () => {
  it('marks every message read in one call and deletes one message for good', async () => {
    const c = tp.client({ token: await tp.login('demo_member') });
    expect((await c.call(contract.unreadCounts, {})).inboxUnreadCount).toBe(3);
    expect(await c.call(contract.markAllInboxRead, {})).toEqual({ updated: 3 });
    expect((await c.call(contract.unreadCounts, {})).inboxUnreadCount).toBe(0);
    expect(await c.call(contract.markAllInboxRead, {})).toEqual({ updated: 0 });

    const before = await c.call(contract.inbox, {});
    const gone = before.content[0]!;
    expect(await c.call(contract.deleteInbox, { id: gone.id })).toEqual({ ok: true });
    const after = await c.call(contract.inbox, {});
    expect(after.totalElements).toBe(before.totalElements - 1);
    expect(after.content.map((m) => m.id)).not.toContain(gone.id);
    expect((await failure(c.call(contract.deleteInbox, { id: gone.id }))).code).toBe('NOT_FOUND');
  });

  it("refuses to delete another member's message", async () => {
    const mine = tp.client({ token: await tp.login('demo_member') });
    const id = (await mine.call(contract.inbox, {})).content[0]!.id;
    const other = tp.client({ token: await tp.login('demo_agent') });
    expect((await failure(other.call(contract.deleteInbox, { id }))).code).toBe('NOT_FOUND');
    expect((await mine.call(contract.inbox, {})).content.map((m) => m.id)).toContain(id);
  });
});

describe('announcements', () => {
  it('marks every shown announcement read in one call', async () => {
    const c = tp.client({ token: await tp.login('demo_member', 'verde'), merchant: 'verde' });
    const unread = (await c.call(contract.unreadCounts, {})).announcementUnreadCount;
    expect(unread).toBeGreaterThan(0);
    expect(await c.call(contract.markAllAnnouncementsRead, {})).toEqual({ updated: unread });
    expect((await c.call(contract.unreadCounts, {})).announcementUnreadCount).toBe(0);
  });
});

describe('user agreement', () => {
  it("answers each merchant's text in the language asked for, the merchant's default otherwise", async () => {
    const aurum = await tp.client({ merchant: 'aurum' }).call(contract.userAgreement, { language: 'PT' });
    expect(aurum.title).toBe('Acordo de utilizador da Aurum');
    expect(aurum.content).toContain('<h3>');
    const lumen = await tp.client({ merchant: 'lumen' }).call(contract.userAgreement, {});
    expect(lumen.title).toBe('Lumen user agreement');
    expect(lumen.content).toContain('USD');
    const verde = await tp.client({ merchant: 'verde' }).call(contract.userAgreement, {});
    expect(verde.title).toBe('Termos de uso da Verde');
    const cn = await tp.client({ merchant: 'verde' }).call(contract.userAgreement, { language: 'CN' });
    expect(cn.title).toBe('Verde 用户协议');
  });
});
