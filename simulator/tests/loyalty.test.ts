// The platform's side of daily sign-in, the reward center and the points mall: one sign-in per
// platform day (whatever the keys and however the requests arrive), the sign-in count back the next
// day, a claim that lowers the receiving-center count, and a redemption that deducts points once per
// idempotency key, with the member's redemption history.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import type { StoredLoyalty as Loyalty } from '../routes/control.ts';
import { failure, startTestPlatform, TEST_START, type TestPlatform } from '../testing.ts';

const DAY = 86_400_000;
let tp: TestPlatform;
beforeEach(async () => {
  tp = await startTestPlatform();
});
afterEach(() => tp.dispose());

async function stored(username = 'demo_member'): Promise<Loyalty> {
  const res = await tp.request(`/__sim/members/${username}/loyalty?merchant=aurum`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: Loyalty }).value;
}

const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });
const receivingCount = (a: { key: string; count: number }[]) =>
  a
    .filter((x) => ['MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET'].includes(x.key))
    .reduce((s, x) => s + x.count, 0);

describe('daily sign-in', () => {
  it("answers the platform's day, the month's sign-ins and the 7-day cycle", async () => {
    const c = tp.client({ token: await tp.login() });
    const s = await c.call(contract.signInStatus, {});
    expect(s.today).toBe('2026-11-22');
    expect(s).toMatchObject({ signedToday: false, streak: 0, count: 1 });
    // Seeded: two earlier runs this month, none yesterday.
    expect(s.monthSignIns.map((d) => d.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(s.days.map((d) => d.reward)).toEqual([1, 2, 3, 5, 8, 10, 20]);
    expect(s.days.every((d) => !d.signed)).toBe(true);
  });

  it('signs in once per platform day: a second request, with another key or at the same time, is refused', async () => {
    const c = tp.client({ token: await tp.login() });
    const [a, b] = await Promise.allSettled([
      c.call(contract.signIn, {}, key('signin-a')),
      c.call(contract.signIn, {}, key('signin-b')),
    ]);
    const results = [a, b].map((r) => r.status);
    expect(results.sort()).toEqual(['fulfilled', 'rejected']);
    expect((await failure(c.call(contract.signIn, {}, key('signin-c')))).code).toBe('ALREADY_DONE');
    // The first key again is a retry of the same sign-in: the first answer, nothing applied again.
    const first = a.status === 'fulfilled' ? 'signin-a' : 'signin-b';
    expect(await c.call(contract.signIn, {}, key(first))).toMatchObject({ reward: 1, streak: 1 });
    const s = await stored();
    expect(s.signIns.filter((d) => d.day === '2026-11-22')).toEqual([{ day: '2026-11-22', reward: 1 }]);
    expect(s.balance).toBeCloseTo(1234.56 + 1, 2);
    const status = await c.call(contract.signInStatus, {});
    expect(status).toMatchObject({ signedToday: true, streak: 1, count: 0 });
    expect(status.monthSignIns.at(-1)).toEqual({ date: '2026-11-22', reward: 1 });
    const avail = await c.call(contract.promoAvailability, {});
    expect(avail.find((x) => x.key === 'LOGIN')?.count).toBe(0);
  });

  it('counts the next day again, and the run grows', async () => {
    await tp.client({ token: await tp.login() }).call(contract.signIn, {});
    tp.clock.now = TEST_START + DAY;
    const c = tp.client({ token: await tp.login() });
    expect((await c.call(contract.promoAvailability, {})).find((x) => x.key === 'LOGIN')?.count).toBe(1);
    const status = await c.call(contract.signInStatus, {});
    expect(status).toMatchObject({ today: '2026-11-23', signedToday: false, streak: 1, count: 1 });
    expect(status.days.map((d) => d.signed)).toEqual([true, false, false, false, false, false, false]);
    expect(await c.call(contract.signIn, {})).toMatchObject({ reward: 2, streak: 2 });
  });

  it('starts the month afresh in the calendar', async () => {
    tp.clock.now = Date.parse('2026-12-01T00:30:00Z');
    const c = tp.client({ token: await tp.login() });
    await c.call(contract.signIn, {});
    expect((await c.call(contract.signInStatus, {})).monthSignIns).toEqual([
      { date: '2026-12-01', reward: 1 },
    ]);
  });

  it('refuses a merchant without the login promotion', async () => {
    await tp.request('/__sim/merchants/aurum', {
      method: 'PATCH',
      body: JSON.stringify({ promoKinds: { LOGIN: false } }),
    });
    const c = tp.client({ token: await tp.login() });
    expect((await failure(c.call(contract.signIn, {}))).code).toBe('PROMOTION_UNAVAILABLE');
    expect((await c.call(contract.signInStatus, {})).count).toBe(0);
  });
});

describe('reward center', () => {
  it("seeds issued rewards to match the receiving center's count", async () => {
    const c = tp.client({ token: await tp.login() });
    const issued = await c.call(contract.rewardCenter, { status: 'ISSUED' });
    expect(receivingCount(await c.call(contract.promoAvailability, {}))).toBe(issued.totalElements);
    expect(issued.totalElements).toBe(5);
    for (const status of ['APPLYING', 'PROCESS', 'REJECTED', 'CLAIMED'] as const)
      expect((await c.call(contract.rewardCenter, { status })).totalElements).toBeGreaterThan(0);
  });

  it('pages the list newest first', async () => {
    const c = tp.client({ token: await tp.login() });
    const p1 = await c.call(contract.rewardCenter, { pageSize: 4 });
    const p3 = await c.call(contract.rewardCenter, { pageSize: 4, pageNo: 3 });
    expect([p1.totalElements, p1.totalPages, p1.content.length, p3.content.length]).toEqual([10, 3, 4, 2]);
    const times = p1.content.map((r) => r.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lowers the receiving-center count of the reward’s kind when it is claimed, once', async () => {
    const c = tp.client({ token: await tp.login() });
    const before = await stored();
    const raffle = before.rewards.find((r) => r.status === 'ISSUED' && r.kind === 'RAFFLE')!;
    const countBefore = receivingCount(await c.call(contract.promoAvailability, {}));
    const [a, b] = await Promise.all([
      c.call(contract.claimReward, { id: raffle.id }, key('claim-x')),
      c.call(contract.claimReward, { id: raffle.id }, key('claim-x')),
    ]);
    expect(a).toEqual(b);
    expect(receivingCount(await c.call(contract.promoAvailability, {}))).toBe(countBefore - 1);
    const after = await stored();
    expect(after.promoCounts.RAFFLE).toBe(before.promoCounts.RAFFLE! - 1);
    expect(after.rewards.find((r) => r.id === raffle.id)?.status).toBe('CLAIMED');
    expect(after.balance).toBeCloseTo(before.balance + raffle.amount, 2);
    expect((await failure(c.call(contract.claimReward, { id: raffle.id }, key('claim-y')))).code).toBe(
      'CONFLICT',
    );
  });

  it("refuses another member's reward", async () => {
    const other = tp.client({ token: await tp.login('demo_agent') });
    const reward = (await stored()).rewards.find((r) => r.status === 'ISSUED')!;
    expect((await failure(other.call(contract.claimReward, { id: reward.id }))).code).toBe('NOT_FOUND');
  });
});

describe('points mall', () => {
  it('deducts points once for one key, even when the requests arrive together', async () => {
    const c = tp.client({ token: await tp.login() });
    const before = await stored();
    const item = (await c.call(contract.mallItems, {})).items.find((i) => i.points === 300)!;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => c.call(contract.redeem, { itemId: item.id, quantity: 1 }, key('r-1'))),
    );
    expect(new Set(answers.map((a) => a.orderId)).size).toBe(1);
    expect(answers[0]!.pointsLeft).toBe(before.points - 300);
    const after = await stored();
    expect(after.points).toBe(before.points - 300);
    expect(after.mallOrders.length).toBe(before.mallOrders.length + 1);
    const mall = await c.call(contract.mallItems, {});
    expect(mall.items.find((i) => i.id === item.id)?.stock).toBe(item.stock - 1);
    // The same key with another request is a client bug: refused, nothing applied.
    expect((await failure(c.call(contract.redeem, { itemId: 1, quantity: 1 }, key('r-1')))).code).toBe(
      'CONFLICT',
    );
    // A new key is a new redemption.
    await c.call(contract.redeem, { itemId: item.id, quantity: 1 }, key('r-2'));
    expect((await stored()).points).toBe(before.points - 600);
  });

  it('refuses insufficient points and an empty stock without deducting anything', async () => {
    const c = tp.client({ token: await tp.login() });
    const before = await stored();
    const poor = await failure(c.call(contract.redeem, { itemId: 7, quantity: 1 }, key('big')));
    expect([poor.code, poor.messageKey]).toEqual(['INSUFFICIENT_POINTS', 'err_insufficient_points']);
    const none = await failure(c.call(contract.redeem, { itemId: 8, quantity: 1 }, key('mug')));
    expect([none.code, none.messageKey]).toEqual(['OUT_OF_STOCK', 'err_out_of_stock']);
    expect(await stored()).toEqual(before);
  });

  it("lists the member's redemptions newest first, with the item's name in the language asked", async () => {
    const c = tp.client({ token: await tp.login() });
    const seeded = await c.call(contract.mallOrders, { language: 'EN' });
    expect(seeded.content.map((o) => [o.itemId, o.name])).toEqual([
      [1, 'Bonus 5'],
      [4, '10 Free Spins'],
    ]);
    tp.clock.now += 60_000;
    const r = await c.call(contract.redeem, { itemId: 2, quantity: 1 }, key('o-1'));
    const list = await c.call(contract.mallOrders, { language: 'PT', pageSize: 2 });
    expect(list.content[0]).toMatchObject({
      orderId: r.orderId,
      itemId: 2,
      name: 'Bónus de 20',
      quantity: 1,
      points: 1800,
      createdAt: tp.clock.now,
    });
    expect(list.content[0]!.imageUrl).toMatch(/^\/sim\/img\/mall\/2\.svg/);
    expect([list.totalElements, list.totalPages]).toEqual([3, 2]);
    expect((await failure(tp.client().call(contract.mallOrders, {}))).code).toBe('NOT_LOGGED_IN');
  });
});
