// The loyalty store's VIP and invite parts over the real API client and a fake platform (which
// validates every answer against the contract): levels and benefits in the player's language, the
// progress toward the next level, the invite link through the URL check, friends a page at a time,
// the platform's refusals named, and nothing of the member's kept after logout.
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../api/client';
import { createFakePlatform, FakeFailure, type Handlers } from '../../testing/fakeTransport';
import { inviteInfoFixture, vipBenefitsFixture, vipHandlers } from '../../testing/vipFixtures';
import type { PlatformLanguage } from '@contract/common';
import { LoyaltyStore } from './LoyaltyStore';

function setup(handlers: Handlers = vipHandlers()) {
  const platform = createFakePlatform(handlers);
  let language: PlatformLanguage = 'PT';
  const api = new ApiClient({
    transport: platform.transport,
    getToken: () => 'token',
    retries: 0,
    sleep: async () => {},
  });
  const store = new LoyaltyStore({
    api,
    getLanguage: () => language,
    afterReward: () => undefined,
  });
  return { store, platform, setLanguage: (l: PlatformLanguage) => (language = l) };
}

describe('VIP', () => {
  it('reads the 15 levels and the texts in the player’s language, again after a language change', async () => {
    const { store, platform, setLanguage } = setup();
    await store.vip.loadLevels();
    expect(store.vip.levelsLoad.state).toBe('ready');
    expect(store.vip.levels?.levels).toHaveLength(15);
    expect(store.vip.levels?.levelRulesHtml).toContain('15 níveis');
    setLanguage('EN');
    store.onLanguageChange();
    await Promise.resolve();
    expect(platform.callsTo('vipLevels').map((c) => c.input.language)).toEqual(['PT', 'EN']);
    // Benefits were never asked for: a language change does not start reading them.
    expect(platform.callsTo('vipBenefits')).toHaveLength(0);
  });

  it('gives the progress toward the next level’s deposit and bet requirements', async () => {
    const { store } = setup({
      vipBenefits: () => ({
        ...vipBenefitsFixture(7),
        depositProgress: 4200,
        betProgress: 200_000,
      }),
    });
    expect(store.vip.progress).toBeNull();
    await store.vip.loadBenefits();
    const next = store.vip.benefits!.next!;
    expect(store.vip.benefits!.current.level).toBe(7);
    expect(store.vip.progress!.deposit).toEqual({
      done: 4200,
      required: next.depositRequired,
      remaining: next.depositRequired - 4200,
      ratio: 4200 / next.depositRequired,
    });
    // A requirement already met is full, with nothing left.
    expect(store.vip.progress!.bet).toMatchObject({ remaining: 0, ratio: 1 });
  });

  it('has no progress at the top level', async () => {
    const { store } = setup({ vipBenefits: () => vipBenefitsFixture(15) });
    await store.vip.loadBenefits();
    expect(store.vip.benefits!.next).toBeNull();
    expect(store.vip.progress).toBeNull();
  });

  it('keeps the levels and forgets the member’s benefits at logout', async () => {
    const { store } = setup();
    await Promise.all([store.vip.loadLevels(), store.vip.loadBenefits()]);
    store.reset();
    expect(store.vip.levels?.levels).toHaveLength(15);
    expect([store.vip.benefits, store.vip.benefitsLoad.state]).toEqual([null, 'idle']);
  });

  it('records a failed read with its error', async () => {
    const { store } = setup({ vipBenefits: () => new FakeFailure(503, 'MAINTENANCE', 'err_maintenance') });
    await store.vip.loadBenefits();
    expect(store.vip.benefitsLoad.state).toBe('error');
  });
});

describe('invite friends', () => {
  it('reads the first page, then the next pages once each, and knows when there are no more', async () => {
    const { store, platform } = setup(vipHandlers({ friends: 45 }));
    await store.invite.reload();
    expect(store.invite.friends).toHaveLength(20);
    expect(store.invite.info!.invitedCount).toBe(45);
    expect(store.invite.hasMore).toBe(true);
    // A double tap asks for the second page once.
    const [a, b] = [store.invite.loadMore(), store.invite.loadMore()];
    await Promise.all([a, b]);
    expect(platform.callsTo('inviteInfo').map((c) => c.input.pageNo)).toEqual(['1', '2']);
    await store.invite.loadMore();
    expect(store.invite.friends).toHaveLength(45);
    expect(store.invite.hasMore).toBe(false);
    expect(await store.invite.loadMore()).toBe(false);
    // Reading again starts over from the first page.
    await store.invite.reload();
    expect(store.invite.friends).toHaveLength(20);
  });

  it('offers the link only when it passes the URL check, absolute', async () => {
    const link = (value: string) => {
      const { store } = setup({ inviteInfo: () => ({ ...inviteInfoFixture(), link: value }) });
      return store.invite.reload().then(() => store.invite.link);
    };
    expect(await link('https://m.aurum.example/m/register?code=AUMEMBER')).toBe(
      'https://m.aurum.example/m/register?code=AUMEMBER',
    );
    expect(await link('/m/register?code=AUMEMBER')).toMatch(
      /^(http:\/\/localhost)?\/m\/register\?code=AUMEMBER$/,
    );
    expect(await link('javascript:alert(1)')).toBeNull();
    expect(await link('//evil.example/m/register')).toBeNull();
  });

  it('names why the platform refuses: referral off, or an agent’s account', async () => {
    const refused = async (failure: FakeFailure) => {
      const { store } = setup({ inviteInfo: () => failure });
      await store.invite.reload();
      return [store.invite.load.state, store.invite.unavailable];
    };
    expect(await refused(new FakeFailure(409, 'PROMOTION_UNAVAILABLE', 'err_promotion_unavailable'))).toEqual(
      ['error', 'referralOff'],
    );
    expect(await refused(new FakeFailure(403, 'NO_PERMISSION', 'err_no_permission'))).toEqual([
      'error',
      'agent',
    ]);
    expect(await refused(new FakeFailure(500, 'INTERNAL_ERROR', 'err_unknown'))).toEqual(['error', null]);
  });

  it('forgets the member’s code and friends at logout', async () => {
    const { store } = setup();
    await store.invite.reload();
    store.reset();
    expect([store.invite.info, store.invite.friends, store.invite.load.state]).toEqual([null, [], 'idle']);
  });
});
