// Races and floods: the daily withdrawal limit holds under parallel requests, one client's failed
// logins slow that client down and not the owner elsewhere, trial accounts and name look-ups are
// limited per client address, and money and reward actions apply once per Idempotency-Key.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { LOOKUP_LIMIT, SLOW_AFTER_FAILURES, TRIAL_LIMIT } from '../routes/auth.ts';
import { DEMO_PASSWORD, DEMO_PAYMENT_PASSWORD } from '../seed/index.ts';
import {
  encryptionHeaders,
  failure,
  humanCheck,
  startTestPlatform,
  TEST_START,
  type TestPlatform,
} from '../testing.ts';

let tp: TestPlatform;
beforeEach(async () => {
  tp ??= await startTestPlatform();
  await tp.reset();
  tp.clock.now = TEST_START;
});
afterAll(() => tp.dispose());

describe('withdrawals in parallel', () => {
  it('never pass the daily limit: 10 at once against a limit of 5', async () => {
    const c = tp.client({ token: await tp.login() });
    const info = await c.call(contract.withdrawInfo, {});
    expect(info.dailyCountLeft).toBe(5);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        c.call(contract.withdraw, {
          amount: 100,
          bankCardId: info.bankCards[0]!.id,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { messageKey: string }).messageKey)).toEqual(
      Array(5).fill('err_withdraw_limit'),
    );
    expect((await c.call(contract.withdrawOrders, {})).totalElements).toBe(5);
    expect((await c.call(contract.withdrawInfo, {})).balance).toBeCloseTo(info.balance - 500, 2);
  }, 30_000);
});

describe('failed logins', () => {
  const attempt = async (address: string, password: string, merchant?: string) =>
    tp.client({ address, merchant }).call(
      contract.login,
      await tp.encrypt(contract.login, {
        type: 'username',
        username: 'demo_member',
        password,
        ...(await humanCheck(tp, merchant)),
      }),
      { headers: encryptionHeaders },
    );

  it('from client A slow A down and do not lock the owner out from client B', async () => {
    for (let i = 0; i < SLOW_AFTER_FAILURES + 3; i++) await failure(attempt('198.51.100.1', 'wrong-pass'));
    const slowed = await failure(attempt('198.51.100.1', DEMO_PASSWORD));
    expect(slowed.code).toBe('RATE_LIMITED');
    expect(Number(slowed.flag('retryAfter'))).toBeGreaterThan(0);
    // The owner, elsewhere, signs in at once (the captcha the user name now needs, answered).
    expect((await attempt('203.0.113.50', DEMO_PASSWORD)).userName).toBe('demo_member');
  });

  it('need the captcha for the user name from any client after three failures', async () => {
    for (let i = 0; i < 3; i++) await failure(attempt(`198.51.100.${10 + i}`, 'wrong-pass'));
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
    });
    const e = await failure(
      tp.client({ address: '203.0.113.60' }).call(contract.login, body, { headers: encryptionHeaders }),
    );
    expect(e.code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('per-client limits', () => {
  it(`creates at most ${TRIAL_LIMIT.limit} trial accounts an hour per client address`, async () => {
    const trial = (address: string) => tp.client({ address }).call(contract.trial, {});
    for (let i = 0; i < TRIAL_LIMIT.limit; i++) await trial('198.51.100.20');
    const e = await failure(trial('198.51.100.20'));
    expect(e.code).toBe('RATE_LIMITED');
    expect(e.status).toBe(429);
    expect(Number(e.flag('retryAfter'))).toBeGreaterThan(0);
    // Another address, and the same one an hour later, may.
    expect((await trial('198.51.100.21')).customerType).toBe(4);
    tp.clock.now += TRIAL_LIMIT.windowMs;
    expect((await trial('198.51.100.20')).customerType).toBe(4);
  });

  it(`answers at most ${LOOKUP_LIMIT.limit} taken-name look-ups per client address in the window`, async () => {
    const c = tp.client({ address: '198.51.100.30' });
    for (let i = 0; i < LOOKUP_LIMIT.limit; i++)
      await c.call(contract.usernameExists, { username: `name${i}` });
    const e = await failure(c.call(contract.usernameExists, { username: 'demo_member' }));
    expect(e.code).toBe('RATE_LIMITED');
    expect((await failure(c.call(contract.emailExists, { email: 'a@b.example' }))).code).toBe('RATE_LIMITED');
    const other = await tp.client({ address: '198.51.100.31' }).call(contract.usernameExists, {
      username: 'demo_member',
    });
    expect(other.exists).toBe(true);
  });
});

describe('Idempotency-Key on money and reward actions', () => {
  it('applies a deposit, a withdrawal, a redeem and feedback once per key', async () => {
    const c = tp.client({ token: await tp.login() });
    const once = { headers: { 'Idempotency-Key': 'intent-1' } };
    const [channel] = await c.call(contract.depositChannels, {});
    const deposits = await Promise.all(
      [1, 2, 3].map(() => c.call(contract.createDeposit, { channelId: channel!.id, amount: 200 }, once)),
    );
    expect(new Set(deposits.map((d) => d.orderId)).size).toBe(1);

    const info = await c.call(contract.withdrawInfo, {});
    const withdrawals = await Promise.all(
      [1, 2, 3].map(() =>
        c.call(
          contract.withdraw,
          { amount: 100, bankCardId: info.bankCards[0]!.id, paymentPassword: DEMO_PAYMENT_PASSWORD },
          once,
        ),
      ),
    );
    expect(new Set(withdrawals.map((w) => w.orderId)).size).toBe(1);
    expect((await c.call(contract.withdrawInfo, {})).dailyCountLeft).toBe(info.dailyCountLeft - 1);

    const { items, points } = await c.call(contract.mallItems, {});
    const item = items.find((i) => i.points <= points && i.stock > 0)!;
    const redeems = await Promise.all(
      [1, 2, 3].map(() => c.call(contract.redeem, { itemId: item.id, quantity: 1 }, once)),
    );
    expect(new Set(redeems.map((r) => r.orderId)).size).toBe(1);
    expect((await c.call(contract.mallItems, {})).points).toBe(points - item.points);

    const feedback = await Promise.all(
      [1, 2, 3].map(() =>
        c.call(contract.feedback, { category: 'other', content: 'Once only, please.' }, once),
      ),
    );
    expect(new Set(feedback.map((f) => f.id)).size).toBe(1);
  });
});
