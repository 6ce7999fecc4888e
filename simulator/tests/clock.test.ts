// The platform clock and its control routes: reading it, moving it forward, setting and resetting it,
// and the time-based rules that follow it (session, SMS code and captcha expiry, deposit orders,
// sign-in days, scheduled announcements and messages).
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { parseIsoDuration, PlatformClock } from '../clock.ts';
import { SMS_TTL_MS } from '../routes/auth.ts';
import { DEPOSIT_TTL_MS, WITHDRAW_REVIEW_MS } from '../routes/wallet.ts';
import {
  encryptionHeaders,
  failure,
  resetPlatform,
  startTestPlatform,
  TEST_START,
  type TestPlatform,
} from '../testing.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ClockAnswer {
  now: string;
  epochMs: number;
  offsetMs: number;
  advancedMs?: number;
}

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(() => resetPlatform(tp));

async function clockCall(path: string, body?: unknown): Promise<{ status: number; value: ClockAnswer }> {
  const res = await tp.request(
    path,
    body === undefined
      ? {}
      : { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) },
  );
  const json = (await res.json()) as { value: ClockAnswer };
  return { status: res.status, value: json.value };
}
const advance = (body: unknown) => clockCall('/__sim/clock/advance', body);

describe('PlatformClock', () => {
  it('is the source time plus an offset that only moves forward, kept through save', () => {
    let source = 1_000;
    const saved: number[] = [];
    const clock = new PlatformClock(
      () => source,
      500,
      (o) => saved.push(o),
    );
    expect(clock.now()).toBe(1_500);
    source = 2_000;
    expect(clock.now()).toBe(2_500);
    expect(clock.realNow()).toBe(2_000);
    clock.advance(HOUR);
    expect(clock.now()).toBe(2_500 + HOUR);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.set(10_000);
    expect(clock.now()).toBe(10_000);
    clock.reset();
    expect(clock.now()).toBe(2_000);
    expect(saved).toEqual([500 + HOUR, 8_000, 0]);
  });

  it('reads ISO 8601 durations of days and time, refusing months and empty ones', () => {
    expect(parseIsoDuration('PT2H')).toBe(2 * HOUR);
    expect(parseIsoDuration('P3D')).toBe(3 * DAY);
    expect(parseIsoDuration('P1DT30M')).toBe(DAY + 30 * 60_000);
    expect(parseIsoDuration('pt1.5s')).toBe(1_500);
    for (const bad of ['P1M', 'P', 'PT', 'P1DT', '2H', 'PT-1H', ''])
      expect(parseIsoDuration(bad), bad).toBeUndefined();
  });
});

describe('the platform reads time only from its clock', () => {
  it('has no Date.now() or new Date() outside simulator/clock.ts', () => {
    const root = new URL('..', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('tests') && f !== 'clock.ts',
    );
    expect(files.length).toBeGreaterThan(20);
    const reads = files.flatMap((f) =>
      readFileSync(new URL(f, root), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /Date\.now\(\)|new Date\(\)/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(reads).toEqual([]);
  });
});

describe('clock routes', () => {
  it('reads the platform time as ISO, epoch ms and offset', async () => {
    const { status, value } = await clockCall('/__sim/clock');
    expect(status).toBe(200);
    expect(value).toEqual({ now: new Date(TEST_START).toISOString(), epochMs: TEST_START, offsetMs: 0 });
    // The /wps server time follows it.
    expect((await tp.client().call(contract.systemStatus, {})).info.serverTime).toBe(TEST_START);
  });

  it('moves forward by units, by an ISO duration, or both added', async () => {
    expect((await advance({ hours: 2 })).value).toMatchObject({
      epochMs: TEST_START + 2 * HOUR,
      advancedMs: 2 * HOUR,
    });
    expect((await advance({ duration: 'PT30M' })).value.offsetMs).toBe(2.5 * HOUR);
    expect((await advance({ days: 1, minutes: 1, seconds: 1, ms: 1 })).value.offsetMs).toBe(
      2.5 * HOUR + DAY + 61_001,
    );
    expect((await advance({ duration: 'P1D', hours: 1 })).value.advancedMs).toBe(25 * HOUR);
    // The source clock keeps running underneath.
    tp.clock.now += 1_000;
    expect((await clockCall('/__sim/clock')).value.epochMs).toBe(
      TEST_START + 1_000 + 2.5 * HOUR + 2 * DAY + HOUR + 61_001,
    );
    expect((await tp.client().call(contract.systemStatus, {})).info.serverTime).toBe(
      TEST_START + 1_000 + 2.5 * HOUR + 2 * DAY + HOUR + 61_001,
    );
  });

  it('refuses durations that are not ones, or not forward', async () => {
    for (const body of [
      {},
      { hours: 0 },
      { hours: -1 },
      { hours: '2' },
      { duration: 'P1M' },
      { duration: 'two hours' },
      { duration: 5 },
      'not json',
    ]) {
      const { status } = await advance(body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
    expect((await clockCall('/__sim/clock')).value.offsetMs).toBe(0);
  });

  it('sets a time (ISO with a zone or epoch ms), resets, and a platform reset puts it back', async () => {
    const set = await clockCall('/__sim/clock/set', { at: '2026-12-24T18:30:00+01:00' });
    expect(set.value.now).toBe('2026-12-24T17:30:00.000Z');
    expect((await clockCall('/__sim/clock/set', { at: TEST_START + DAY })).value.epochMs).toBe(
      TEST_START + DAY,
    );
    for (const at of ['2026-12-24', '2026-12-24T18:30:00', 'tomorrow', -5, true])
      expect((await clockCall('/__sim/clock/set', { at })).status, String(at)).toBe(400);
    expect((await clockCall('/__sim/clock/reset', {})).value.offsetMs).toBe(0);
    await advance({ days: 3 });
    expect((await tp.request('/__sim/reset', { method: 'POST' })).status).toBe(200);
    expect((await clockCall('/__sim/clock')).value).toMatchObject({ epochMs: TEST_START, offsetMs: 0 });
  });

  it('stays moved across a restart', async () => {
    await advance({ hours: 5 });
    tp = await tp.restart();
    expect((await clockCall('/__sim/clock')).value.offsetMs).toBe(5 * HOUR);
  });
});

describe('time-based rules follow the clock', () => {
  it('expires a session after two hours of platform time', async () => {
    const member = tp.client({ token: await tp.login() });
    await advance({ hours: 1, minutes: 59 });
    expect((await member.call(contract.memberInfo, {})).userName).toBe('demo_member');
    await advance({ minutes: 1 });
    expect((await failure(member.call(contract.memberInfo, {}))).code).toBe('SESSION_EXPIRED');
  });

  it('refuses an SMS code past its expiry, and a new one works at once', async () => {
    const captcha = async () => {
      const c = await tp.client().call(contract.captcha, {});
      const res = (await (await tp.request(`/__sim/captcha/${c.captchaId}`)).json()) as {
        value: { answer: string };
      };
      return { captchaId: c.captchaId, captcha: res.value.answer };
    };
    const send = async () => {
      await tp.client().call(contract.smsLoginCode, {
        mobileNum: '912345601',
        countryDialingCode: '+351',
        ...(await captcha()),
      });
      const res = (await (await tp.request('/__sim/sms/912345601')).json()) as { value: { code: string } };
      return res.value.code;
    };
    const login = async (code: string) =>
      tp.client().call(
        contract.login,
        await tp.encrypt(contract.login, {
          type: 'sms',
          mobileNum: '912345601',
          countryDialingCode: '+351',
          verificationCode: code,
        }),
        { headers: encryptionHeaders },
      );
    const stale = await send();
    await advance({ ms: SMS_TTL_MS + 1_000 });
    expect((await failure(login(stale))).code).toBe('VERIFICATION_CODE_INVALID');
    expect((await login(await send())).userName).toBe('demo_member');
  });

  it('refuses a captcha past its five minutes', async () => {
    const c = await tp.client().call(contract.captcha, {});
    expect(c.expiresAt).toBe(TEST_START + 5 * 60_000);
    const answer = (await (await tp.request(`/__sim/captcha/${c.captchaId}`)).json()) as {
      value: { answer: string };
    };
    await advance({ minutes: 5, seconds: 1 });
    // lumen asks for a captcha on every login.
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: 'demo1234',
      captchaId: c.captchaId,
      captcha: answer.value.answer,
    });
    const refused = await failure(
      tp.client({ merchant: 'lumen' }).call(contract.login, body, { headers: encryptionHeaders }),
    );
    expect(refused.code).toBe('CAPTCHA_INVALID');
  });

  it('cancels a deposit order nobody paid by its expiresAt', async () => {
    const member = tp.client({ token: await tp.login() });
    const channel = (await member.call(contract.depositChannels, {}))[0]!;
    const order = await member.call(contract.createDeposit, {
      channelId: channel.id,
      amount: channel.minAmount,
    });
    expect(order.expiresAt).toBe(TEST_START + DEPOSIT_TTL_MS);
    await advance({ ms: DEPOSIT_TTL_MS - 1_000 });
    const open = await member.call(contract.depositOrders, {});
    expect(open.content.find((o) => o.orderId === order.orderId)?.status).toBe('PENDING');
    await advance({ seconds: 2 });
    const closed = await member.call(contract.depositOrders, {});
    expect(closed.content.find((o) => o.orderId === order.orderId)?.status).toBe('CANCELLED');
    // The payment page no longer offers to pay it.
    const page = await (await tp.request(`/sim/pay/${order.orderId}`)).text();
    expect(page).toContain('CANCELLED');
    expect(page).not.toContain('<form');
  });

  it('pays out a withdrawal once its review time has passed', async () => {
    const member = tp.client({ token: await tp.login() });
    const card = (await member.call(contract.withdrawInfo, {})).bankCards[0]!;
    const order = await member.call(contract.withdraw, {
      amount: 100,
      bankCardId: card.id,
      paymentPassword: '123456',
    });
    const statuses = async () => ({
      order: (await member.call(contract.withdrawOrders, {})).content.find((o) => o.orderId === order.orderId)
        ?.status,
      record: (await member.call(contract.transactions, {})).content.find((t) =>
        t.remark.includes(order.orderId),
      )?.status,
    });
    expect(await statuses()).toEqual({ order: 'PENDING', record: 'PENDING' });
    await advance({ ms: WITHDRAW_REVIEW_MS });
    expect(await statuses()).toEqual({ order: 'SUCCESS', record: 'SUCCESS' });
  });

  it('starts a new sign-in day at platform midnight', async () => {
    const member = tp.client({ token: await tp.login() });
    await member.call(contract.signIn, {});
    expect((await member.call(contract.signInStatus, {})).signedToday).toBe(true);
    await advance({ days: 1 });
    const member2 = tp.client({ token: await tp.login() });
    expect((await member2.call(contract.signInStatus, {})).signedToday).toBe(false);
  });

  it('shows a scheduled announcement and a later-dated message when their time comes', async () => {
    const at = new Date(TEST_START + HOUR).toISOString();
    const post = (path: string, body: unknown) =>
      tp.request(path, { method: 'POST', body: JSON.stringify(body) });
    expect(
      (
        await post('/__sim/merchants/aurum/announcements', {
          type: 'PL',
          title: 'Later',
          content: '<p>x</p>',
          createdAt: at,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await post('/__sim/members/demo_member/messages', {
          merchant: 'aurum',
          title: 'Later too',
          createdAt: at,
        })
      ).status,
    ).toBe(201);
    const token = await tp.login();
    const titles = async () =>
      (await tp.client({ token }).call(contract.announcements, { types: 'PL' })).player.map((a) => a.title);
    const inbox = async () =>
      (await tp.client({ token }).call(contract.inbox, {})).content.map((m) => m.title);
    expect(await titles()).not.toContain('Later');
    expect(await inbox()).not.toContain('Later too');
    await advance({ hours: 1 });
    expect((await titles())[0]).toBe('Later');
    expect((await inbox())[0]).toBe('Later too');
  });
});
