import { describe, expect, it } from 'vitest';
import { bottomMenu, viewerOf } from './bottomMenu';

const tg = 'https://t.me/aurum_support';
const keys = (items: ReturnType<typeof bottomMenu>) => items.map((i) => i.key);

describe('bottom menu (SPEC §2 Layout)', () => {
  it('shows Share to visitors even without the referral promotion, and sends them to login', () => {
    const items = bottomMenu('visitor', { referralEnabled: false, telegramUrl: tg });
    expect(keys(items)).toEqual(['home', 'share', 'deposit', 'service', 'member']);
    expect(items.find((i) => i.key === 'share')!.action).toEqual({ kind: 'navigate', to: '/m/login' });
    expect(items.find((i) => i.key === 'member')!.action).toEqual({ kind: 'navigate', to: '/m/login' });
  });

  it('shows Share to members only with the referral promotion on', () => {
    expect(keys(bottomMenu('member', { referralEnabled: true, telegramUrl: tg }))).toContain('share');
    expect(keys(bottomMenu('member', { referralEnabled: false, telegramUrl: tg }))).not.toContain('share');
    const share = bottomMenu('member', { referralEnabled: true, telegramUrl: tg }).find(
      (i) => i.key === 'share',
    )!;
    expect(share.action).toEqual({ kind: 'navigate', to: '/m/inviteFriends' });
  });

  it('never shows Share to agents', () => {
    expect(keys(bottomMenu('agent', { referralEnabled: true, telegramUrl: tg }))).toEqual([
      'home',
      'deposit',
      'service',
      'member',
    ]);
  });

  it('prompts a trial member tapping Member', () => {
    const member = bottomMenu('trial', { referralEnabled: true, telegramUrl: tg }).find(
      (i) => i.key === 'member',
    )!;
    expect(member.action).toEqual({ kind: 'trialPrompt' });
  });

  it('opens the Telegram resource for customer service and deposits at the voucher center', () => {
    const items = bottomMenu('member', { referralEnabled: false, telegramUrl: tg });
    expect(items.find((i) => i.key === 'service')!.action).toEqual({ kind: 'external', href: tg });
    expect(items.find((i) => i.key === 'deposit')!.action).toEqual({
      kind: 'navigate',
      to: '/m/voucherCenter',
    });
    expect(bottomMenu('member', { referralEnabled: false, telegramUrl: null })[2]!.action).toEqual({
      kind: 'none',
    });
  });

  it('tells viewers apart from the session', () => {
    expect(viewerOf({ isLoggedIn: false, isTrial: false, isAgent: false })).toBe('visitor');
    expect(viewerOf({ isLoggedIn: true, isTrial: true, isAgent: false })).toBe('trial');
    expect(viewerOf({ isLoggedIn: true, isTrial: false, isAgent: true })).toBe('agent');
    expect(viewerOf({ isLoggedIn: true, isTrial: false, isAgent: false })).toBe('member');
  });
});
