// The loyalty store's sign-in, reward center and mall parts over a fake platform: one request per
// intent (a double tap, a retry after an unknown outcome), what is shown after each answer, the
// member bar's counts read again, refusals answered with a fresh read, and nothing left at logout.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../RootStore';
import { FakeFailure, fakePage, type Handlers } from '../../testing/fakeTransport';
import { createFixtureStore } from '../../testing/storyStore';
import type { Value } from '../../testing/fixtures';
import { loyaltyFeature, type MallItem, type RewardRecord } from './index';

const stores: RootStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

async function signedIn(handlers: Handlers) {
  const { store: root, platform } = await createFixtureStore({
    user: 'member',
    start: false,
    handlers: { promoAvailability: () => [{ key: 'LOGIN', enabled: true, count: 1 }], ...handlers },
  });
  stores.push(root);
  return { root, platform, loyalty: root.use(loyaltyFeature) };
}

const keysOf = (calls: { headers: Record<string, string> }[]) =>
  calls.map((c) => c.headers['Idempotency-Key']);

function status(signedToday = false): Value<'signInStatus'> {
  return {
    today: '2026-11-22',
    signedToday,
    streak: signedToday ? 3 : 2,
    count: signedToday ? 0 : 1,
    days: [1, 2, 3, 5, 8, 10, 20].map((reward, i) => ({
      day: i + 1,
      reward,
      signed: i < (signedToday ? 3 : 2),
    })),
    monthSignIns: [
      { date: '2026-11-20', reward: 1 },
      { date: '2026-11-21', reward: 2 },
      ...(signedToday ? [{ date: '2026-11-22', reward: 3 }] : []),
    ],
    rulesHtml: '<p>Regras</p>',
  };
}

describe('daily sign-in', () => {
  it('signs in once on a double tap, shows today signed at once and reads the counts again', async () => {
    let signed = false;
    let release = () => {};
    const { loyalty, platform } = await signedIn({
      signInStatus: () => status(signed),
      signIn: () =>
        new Promise((resolve) => {
          release = () => {
            signed = true;
            resolve({ reward: 3, streak: 3, balance: 1237.56 });
          };
        }),
    });
    const store = loyalty.signIn;
    await store.reload();
    expect([store.canSignIn, store.nextReward, store.monthTotal]).toEqual([true, 3, 3]);
    expect([...store.signedDays]).toEqual([20, 21]);
    const availability = platform.callsTo('promoAvailability').length;

    const first = store.signIn();
    const second = store.signIn();
    expect(store.canSignIn).toBe(false);
    await vi.waitFor(() => expect(platform.callsTo('signIn')).toHaveLength(1));
    release();
    expect(await first).toEqual({ reward: 3 });
    expect(await second).toEqual({ error: null });
    expect(platform.callsTo('signIn')).toHaveLength(1);
    expect(keysOf(platform.callsTo('signIn'))[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.status).toMatchObject({ signedToday: true, streak: 3, count: 0 });
    expect(store.status!.days.map((d) => d.signed)).toEqual([true, true, true, false, false, false, false]);
    expect([...store.signedDays]).toEqual([20, 21, 22]);
    expect([store.canSignIn, store.lastReward, store.nextReward]).toEqual([false, 3, 5]);
    await vi.waitFor(() => expect(platform.callsTo('promoAvailability').length).toBe(availability + 1));
    // Signed: another tap sends nothing.
    await store.signIn();
    expect(platform.callsTo('signIn')).toHaveLength(1);
  });

  it('answers a refusal and reads the calendar again (signed on another device)', async () => {
    let reads = 0;
    const { loyalty, platform } = await signedIn({
      signInStatus: () => status(++reads > 1),
      signIn: () => new FakeFailure(409, 'ALREADY_DONE', 'err_conflict'),
    });
    await loyalty.signIn.reload();
    const res = await loyalty.signIn.signIn();
    expect(res).toMatchObject({ error: { code: 'ALREADY_DONE' } });
    await vi.waitFor(() => expect(loyalty.signIn.status?.signedToday).toBe(true));
    expect(platform.callsTo('signInStatus')).toHaveLength(2);
  });

  it('sends the same key again when the platform’s answer was lost', async () => {
    let fail = true;
    const { loyalty, platform } = await signedIn({
      signInStatus: () => status(false),
      signIn: () => (fail ? new FakeFailure(502, 'INTERNAL_ERROR') : { reward: 3, streak: 3, balance: 1 }),
    });
    await loyalty.signIn.reload();
    expect(await loyalty.signIn.signIn()).toMatchObject({ error: { status: 502 } });
    fail = false;
    expect(await loyalty.signIn.signIn()).toEqual({ reward: 3 });
    const keys = keysOf(platform.callsTo('signIn'));
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
  });
});

function reward(id: number, status: RewardRecord['status'], amount = 88): RewardRecord {
  return {
    id,
    promotionId: 1000 + id,
    title: `Prémio ${id}`,
    status,
    amount,
    remarks: '',
    pictures: [],
    createdAt: 1_763_800_000_000 - id * 1000,
  };
}

describe('reward center', () => {
  function centre(issued: RewardRecord[], claim?: Handlers['claimReward']) {
    return signedIn({
      rewardCenter: (input) =>
        fakePage(input.status === 'ISSUED' ? issued : [reward(90, input.status ?? 'CLAIMED')], input),
      claimReward:
        claim ??
        ((input) => {
          issued.splice(
            issued.findIndex((r) => r.id === Number(input.id)),
            1,
          );
          return { id: Number(input.id), amount: 88, balance: 1322.56 };
        }),
      // The receiving center counts what is left to claim.
      promoAvailability: () => [{ key: 'MANUAL', enabled: true, count: issued.length }],
    });
  }

  it('reads each tab once when first shown, page by page', async () => {
    const issued = Array.from({ length: 25 }, (_, i) => reward(i + 1, 'ISSUED'));
    const { loyalty, platform } = await centre(issued);
    const rewards = loyalty.rewards;
    rewards.setTab('ISSUED');
    await vi.waitFor(() => expect(rewards.list.state).toBe('ready'));
    expect([rewards.list.rows.length, rewards.list.total, rewards.list.hasMore]).toEqual([20, 25, true]);
    await rewards.list.loadMore();
    expect(rewards.list.rows.length).toBe(25);
    rewards.setTab('REJECTED');
    await vi.waitFor(() => expect(rewards.list.state).toBe('ready'));
    expect(rewards.list.rows[0]!.status).toBe('REJECTED');
    rewards.setTab('ISSUED');
    expect(platform.callsTo('rewardCenter').map((c) => c.input.status)).toEqual([
      'ISSUED',
      'ISSUED',
      'REJECTED',
    ]);
  });

  it('claims once on a double tap, takes the reward out of the list and reads the counts again', async () => {
    const issued = [reward(1, 'ISSUED', 188), reward(2, 'ISSUED')];
    const { root, loyalty, platform } = await centre(issued);
    const rewards = loyalty.rewards;
    const home = root.features.games.home;
    rewards.setTab('ISSUED');
    await vi.waitFor(() => expect(rewards.list.state).toBe('ready'));
    await home.loadPromos();
    expect(home.receivingCount).toBe(2);
    rewards.listOf('CLAIMED');
    const availability = platform.callsTo('promoAvailability').length;
    const wallet = platform.callsTo('wallet').length;

    const a = rewards.claim(rewards.list.rows[0]!);
    expect(rewards.claiming.has(1)).toBe(true);
    const b = rewards.claim(rewards.list.rows[0]!);
    expect(await a).toEqual({ amount: 88 });
    expect(await b).toEqual({ error: null });
    expect(platform.callsTo('claimReward')).toHaveLength(1);
    expect(platform.callsTo('claimReward')[0]!.headers['Idempotency-Key']).toBeTruthy();
    expect(rewards.list.rows.map((r) => r.id)).toEqual([2]);
    expect(rewards.list.total).toBe(1);
    expect(rewards.claiming.size).toBe(0);
    await vi.waitFor(() => {
      expect(platform.callsTo('promoAvailability').length).toBe(availability + 1);
      expect(platform.callsTo('wallet').length).toBe(wallet + 1);
    });
    await vi.waitFor(() => expect(home.receivingCount).toBe(1));
    // The claimed tab is read afresh when next shown.
    rewards.setTab('CLAIMED');
    await vi.waitFor(() => expect(rewards.list.state).toBe('ready'));
  });

  it('reads the list again after a refusal', async () => {
    const { loyalty, platform } = await centre([reward(1, 'ISSUED')], () => new FakeFailure(409, 'CONFLICT'));
    loyalty.rewards.setTab('ISSUED');
    await vi.waitFor(() => expect(loyalty.rewards.list.state).toBe('ready'));
    const res = await loyalty.rewards.claim(loyalty.rewards.list.rows[0]!);
    expect(res).toMatchObject({ error: { code: 'CONFLICT' } });
    await vi.waitFor(() => expect(platform.callsTo('rewardCenter')).toHaveLength(2));
  });
});

function item(id: number, points: number, stock: number): MallItem {
  return { id, name: `Item ${id}`, category: 'bonus', points, stock, imageUrl: '', description: '' };
}

describe('points mall', () => {
  function mall(redeem: Handlers['redeem']) {
    let points = 1000;
    const items = [item(1, 500, 3), item(2, 5000, 10), item(3, 100, 0)];
    return signedIn({
      mallItems: () => ({ points, items }),
      mallOrders: () => ({ content: [], pageNum: 1, totalPages: 1, totalElements: 0 }),
      redeem: async (input, req) => {
        const res = await redeem!(input, req);
        if (!(res instanceof FakeFailure)) points = res.pointsLeft;
        return res;
      },
    });
  }

  it('knows what the member cannot redeem', async () => {
    const { loyalty } = await mall(() => ({ orderId: 'M1', pointsLeft: 500 }));
    await loyalty.mall.reload();
    const [a, b, c] = loyalty.mall.items;
    expect([a, b, c].map((i) => loyalty.mall.problemOf(i!))).toEqual([null, 'points', 'soldOut']);
  });

  it('redeems once on a double tap, then shows the points left, the stock and the history', async () => {
    const { loyalty, platform } = await mall(() => ({ orderId: 'M1', pointsLeft: 500 }));
    const store = loyalty.mall;
    await store.reload();
    await store.orders.reload();
    const [first, second] = await Promise.all([store.redeem(store.items[0]!), store.redeem(store.items[0]!)]);
    expect(first).toEqual({ orderId: 'M1', pointsLeft: 500 });
    expect(second).toEqual({ error: null });
    expect(platform.callsTo('redeem')).toHaveLength(1);
    expect(platform.callsTo('redeem')[0]!.input).toEqual({ itemId: 1, quantity: 1 });
    expect([store.points, store.items[0]!.stock, store.redeeming]).toEqual([500, 2, null]);
    await vi.waitFor(() => expect(platform.callsTo('mallOrders')).toHaveLength(2));
    // A new confirmation is a new redemption, under a new key.
    await store.redeem(store.items[0]!);
    const keys = keysOf(platform.callsTo('redeem'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the key for a retry when the answer was lost, and reads the mall again after a refusal', async () => {
    let answer: 'lost' | 'points' | 'ok' = 'lost';
    const { loyalty, platform } = await mall(() =>
      answer === 'lost'
        ? new FakeFailure(502, 'INTERNAL_ERROR')
        : answer === 'points'
          ? new FakeFailure(400, 'INSUFFICIENT_POINTS', 'err_insufficient_points')
          : { orderId: 'M2', pointsLeft: 500 },
    );
    const store = loyalty.mall;
    await store.reload();
    expect(await store.redeem(store.items[0]!)).toMatchObject({ error: { status: 502 } });
    expect(store.unanswered?.id).toBe(1);
    answer = 'ok';
    expect(await store.redeem(store.items[0]!)).toEqual({ orderId: 'M2', pointsLeft: 500 });
    expect(new Set(keysOf(platform.callsTo('redeem'))).size).toBe(1);
    expect(store.unanswered).toBeNull();

    answer = 'points';
    const reads = platform.callsTo('mallItems').length;
    expect(await store.redeem(store.items[0]!)).toMatchObject({
      error: { code: 'INSUFFICIENT_POINTS', messageKey: 'err_insufficient_points' },
    });
    expect(store.unanswered).toBeNull();
    await vi.waitFor(() => expect(platform.callsTo('mallItems').length).toBe(reads + 1));
  });
});

it('forgets the member’s loyalty at logout', async () => {
  const { loyalty } = await signedIn({
    signInStatus: () => status(false),
    mallItems: () => ({ points: 10, items: [item(1, 5, 1)] }),
    mallOrders: () => ({ content: [], pageNum: 1, totalPages: 1, totalElements: 0 }),
    rewardCenter: () => ({ content: [reward(1, 'ISSUED')], pageNum: 1, totalPages: 1, totalElements: 1 }),
  });
  await Promise.all([loyalty.signIn.reload(), loyalty.mall.reload(), loyalty.mall.orders.reload()]);
  loyalty.rewards.setTab('CLAIMED');
  await vi.waitFor(() => expect(loyalty.rewards.list.state).toBe('ready'));
  loyalty.reset();
  expect(loyalty.signIn.status).toBeNull();
  expect([loyalty.mall.points, loyalty.mall.items, loyalty.mall.orders.state]).toEqual([0, [], 'idle']);
  expect([loyalty.rewards.tab, loyalty.rewards.list.state]).toEqual(['ISSUED', 'idle']);
});
