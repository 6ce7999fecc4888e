// Responsible gaming on the platform: limits lowered at once and raised after the cooling period,
// deposits over a limit refused, the reality check's session figures, breaks and self-exclusion
// refusing login and game launch until they end.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { failure, resetPlatform, startTestPlatform, TEST_START, type TestPlatform } from '../testing.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(() => resetPlatform(tp));

const dailyDeposit = (s: { limits: { kind: string; period: string }[] }) =>
  s.limits.find((l) => l.kind === 'deposit' && l.period === 'day')!;

describe('limits', () => {
  it('applies a first or lower limit at once and a raise only after 24 hours', async () => {
    const c = tp.client({ token: await tp.login() });
    const channel = (await c.call(contract.depositChannels, {}))[0]!;
    let s = await c.call(contract.rgSetLimit, { kind: 'deposit', period: 'day', value: 200 });
    expect(dailyDeposit(s)).toMatchObject({ value: 200, pending: null });
    await c.call(contract.createDeposit, { channelId: channel.id, amount: 150 });
    const refused = await failure(c.call(contract.createDeposit, { channelId: channel.id, amount: 100 }));
    expect([refused.code, refused.messageKey, refused.flag('remaining')]).toEqual([
      'DEPOSIT_LIMIT_EXCEEDED',
      'err_deposit_limit',
      50,
    ]);
    s = await c.call(contract.rgSetLimit, { kind: 'deposit', period: 'day', value: 1000 });
    expect(dailyDeposit(s)).toMatchObject({
      value: 200,
      used: 150,
      pending: { value: 1000, effectiveAt: TEST_START + DAY },
    });
    // A day later (a new session: the first one has expired), 250 alone is still over 200 ...
    tp.clock.now += DAY - 1000;
    const later = tp.client({ token: await tp.login() });
    expect(
      (await failure(later.call(contract.createDeposit, { channelId: channel.id, amount: 250 }))).code,
    ).toBe('DEPOSIT_LIMIT_EXCEEDED');
    // ... until the raise applies.
    tp.clock.now += 2000;
    s = await later.call(contract.rgSettings, {});
    expect(dailyDeposit(s)).toMatchObject({ value: 1000, pending: null });
    await later.call(contract.createDeposit, { channelId: channel.id, amount: 250 });
  });

  it('cancels a waiting raise when the limit is lowered, and removes a limit only after cooling', async () => {
    const c = tp.client({ token: await tp.login() });
    await c.call(contract.rgSetLimit, { kind: 'session', value: 60 });
    let s = await c.call(contract.rgSetLimit, { kind: 'session', value: null });
    expect(s.session).toMatchObject({ value: 60, pending: { value: null } });
    s = await c.call(contract.rgSetLimit, { kind: 'session', value: 30 });
    expect(s.session).toEqual({ value: 30, pending: null });
  });
});

describe('breaks', () => {
  it('signs the member out and refuses login until a break ends', async () => {
    const token = await tp.login();
    const c = tp.client({ token });
    const { until } = await c.call(contract.rgTakeBreak, { kind: 'break', length: 2 });
    expect(until).toBe(TEST_START + 2 * DAY);
    expect((await failure(c.call(contract.memberInfo, {}))).code).toBe('SESSION_EXPIRED');
    const refused = await failure(tp.login());
    expect([refused.code, refused.flag('until'), refused.flag('kind')]).toEqual([
      'PLAY_BREAK',
      until,
      'break',
    ]);
    tp.clock.now += 2 * DAY + 1;
    expect(await tp.login()).toBeTruthy();
  });

  it('refuses self-exclusion lengths outside 6 months to 5 years, and a permanent one never ends', async () => {
    const c = tp.client({ token: await tp.login() });
    expect((await failure(c.call(contract.rgTakeBreak, { kind: 'exclusion', length: 3 }))).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await c.call(contract.rgTakeBreak, { kind: 'exclusion', length: 0, permanent: true })).until,
    ).toBe(null);
    tp.clock.now += 3000 * DAY;
    expect((await failure(tp.login())).messageKey).toBe('err_self_excluded');
  });
});

describe('play', () => {
  it('refuses a game launch past the session limit and reports the session for the reality check', async () => {
    const c = tp.client({ token: await tp.login() });
    await c.call(contract.rgSetLimit, { kind: 'session', value: 30 });
    const game = { vendor: 'JILI', gameCategory: 'RNG', gameCode: 'lobby' };
    await c.call(contract.launchGame, game);
    const session = await c.call(contract.rgSession, {});
    expect(session).toEqual({ startedAt: TEST_START, playedMs: 0, net: 0, realityCheckMinutes: null });
    tp.clock.now += 31 * 60_000;
    expect((await failure(c.call(contract.launchGame, game))).code).toBe('SESSION_LIMIT_REACHED');
  });
});
