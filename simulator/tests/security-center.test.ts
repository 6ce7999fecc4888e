// The security center on the platform: binding and changing an e-mail address (a code to it, the
// login password to change one) and a mobile number, the payment password (the old one to change,
// wrong guesses limited), the recent logins with device and place, and signing out other sessions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { ENCRYPTION_HEADER } from '../../contract/define.ts';
import { ENCRYPTION_SCHEME } from '../../contract/crypto.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import { SECRET_GUESSES } from '../security.ts';
import { failure, humanCheck, startTestPlatform, TEST_START, type TestPlatform } from '../testing.ts';

const HOUR = 3_600_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());
beforeEach(async () => {
  tp.clock.now = TEST_START;
  expect((await tp.request('/__sim/reset', { method: 'POST' })).status).toBe(200);
});

/** Sets what demo_member has back to 'not set' through the control API. */
async function clear(what: string[], username = 'demo_member') {
  const res = await tp.request(`/__sim/members/${username}`, {
    method: 'PATCH',
    body: JSON.stringify({ merchant: 'aurum', clear: what }),
  });
  expect(res.status).toBe(200);
}

async function lastEmailCode(address: string): Promise<string> {
  const res = await tp.request(`/__sim/email/${encodeURIComponent(address)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: { code: string } }).value.code;
}

async function lastSmsCode(mobile: string): Promise<string> {
  const res = await tp.request(`/__sim/sms/${mobile}`);
  return ((await res.json()) as { value: { code: string } }).value.code;
}

/** A login from a given device and address (the client's socket address). */
async function loginFrom(address: string, userAgent: string): Promise<string> {
  const body = await tp.encrypt(contract.login, {
    type: 'username',
    username: 'demo_member',
    password: DEMO_PASSWORD,
  });
  const grant = await tp
    .client({ address, headers: { 'user-agent': userAgent } })
    .call(contract.login, body, { headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME } });
  return grant.token;
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const itemOf = async (token: string, key: string) =>
  (await tp.client({ token }).call(contract.securityCenter, {})).items.find((i) => i.key === key)!;

describe('e-mail', () => {
  it('binds a first address with the code e-mailed to it, readable through the control API', async () => {
    await clear(['email']);
    const token = await tp.login();
    const c = tp.client({ token });
    expect((await itemOf(token, 'email')).set).toBe(false);
    // A human check comes first, as for SMS codes.
    expect((await failure(c.call(contract.sendEmailCode, { email: 'maria@mail.example' }))).code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const sent = await c.call(contract.sendEmailCode, {
      email: ' Maria@Mail.example ',
      ...(await humanCheck(tp)),
    });
    expect(sent).toEqual({ expirationTime: TEST_START + 5 * 60_000, canSendTime: 60 });
    const code = await lastEmailCode('maria@mail.example');
    const wrong = await failure(
      c.call(contract.bindEmail, { email: 'maria@mail.example', verificationCode: otherThan(code) }),
    );
    expect(wrong.code).toBe('VERIFICATION_CODE_INVALID');
    expect(await c.call(contract.bindEmail, { email: 'MARIA@mail.example', verificationCode: code })).toEqual(
      { ok: true },
    );
    expect(await itemOf(token, 'email')).toEqual({ key: 'email', set: true, display: 'ma***@mail.example' });
    // A code is spent once (an address is bound now: the password comes with a second try).
    const again = c.call(contract.bindEmail, {
      email: 'maria@mail.example',
      verificationCode: code,
      password: DEMO_PASSWORD,
    });
    expect((await failure(again)).code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses a badly formed address, a second code within a minute, and another member’s address', async () => {
    const token = await tp.login('demo_agent');
    const c = tp.client({ token });
    const bad = await failure(c.call(contract.sendEmailCode, { email: 'maria@', ...(await humanCheck(tp)) }));
    expect(bad.value).toEqual({ fields: { email: 'err_email_format' } });
    // demo_agent has no e-mail yet: no password is asked.
    await c.call(contract.sendEmailCode, { email: 'demo.member@aurum.example', ...(await humanCheck(tp)) });
    const again = await failure(
      c.call(contract.sendEmailCode, { email: 'demo.member@aurum.example', ...(await humanCheck(tp)) }),
    );
    expect([again.code, again.flag('retryAfter')]).toEqual(['RATE_LIMITED', 60]);
    const taken = await failure(
      c.call(contract.bindEmail, {
        email: 'demo.member@aurum.example',
        verificationCode: await lastEmailCode('demo.member@aurum.example'),
      }),
    );
    expect([taken.code, taken.messageKey]).toEqual(['CONFLICT', 'err_email_exists']);
  });

  it('changes a bound address only with the login password', async () => {
    const token = await tp.login();
    const c = tp.client({ token });
    await c.call(contract.sendEmailCode, { email: 'new@mail.example', ...(await humanCheck(tp)) });
    const code = await lastEmailCode('new@mail.example');
    const missing = await failure(
      c.call(contract.bindEmail, { email: 'new@mail.example', verificationCode: code }),
    );
    expect(missing.value).toEqual({ fields: { password: 'err_required' } });
    const wrong = await failure(
      c.call(contract.bindEmail, { email: 'new@mail.example', verificationCode: code, password: 'nope1234' }),
    );
    expect([wrong.code, wrong.value]).toEqual([
      'PASSWORD_INCORRECT',
      { fields: { password: 'err_invalid_credentials' } },
    ]);
    // The refusals left the code unspent.
    expect(
      await c.call(contract.bindEmail, {
        email: 'new@mail.example',
        verificationCode: code,
        password: DEMO_PASSWORD,
      }),
    ).toEqual({ ok: true });
    expect((await c.call(contract.memberInfo, {})).email).toBe('ne***@mail.example');
  });
});

describe('mobile number', () => {
  it('binds a first number with its SMS code, and changes it only with the login password', async () => {
    await clear(['mobile']);
    const token = await tp.login();
    const c = tp.client({ token });
    expect((await itemOf(token, 'mobile')).set).toBe(false);
    const send = async (mobileNo: string) =>
      c.call(contract.sendVerificationCode, {
        mobileNo,
        countryDialingCode: '+351',
        purpose: 'bind',
        ...(await humanCheck(tp)),
      });
    await send('934111222');
    expect(
      await c.call(contract.bindMobile, {
        mobileNum: '934111222',
        countryDialingCode: '+351',
        verificationCode: await lastSmsCode('934111222'),
      }),
    ).toEqual({ ok: true });
    expect((await itemOf(token, 'mobile')).display).toBe('+351 *****1222');

    await send('934333444');
    const code = await lastSmsCode('934333444');
    const input = { mobileNum: '934333444', countryDialingCode: '+351', verificationCode: code };
    expect((await failure(c.call(contract.bindMobile, input))).value).toEqual({
      fields: { password: 'err_required' },
    });
    expect(await c.call(contract.bindMobile, { ...input, password: DEMO_PASSWORD })).toEqual({ ok: true });
    expect((await itemOf(token, 'mobile')).display).toBe('+351 *****3444');
  });
});

describe('payment password', () => {
  it('changes only with the old one, and refuses every guess after five wrong ones in an hour', async () => {
    const token = await tp.login();
    const c = tp.client({ token });
    const change = (oldPassword: string, password = '246810') =>
      c.call(contract.setPaymentPassword, { oldPassword, password, confirmPassword: password });
    const missing = await failure(change(''));
    expect(missing.value).toEqual({ fields: { oldPassword: 'err_required' } });
    const limit = SECRET_GUESSES.payment.limit;
    for (let i = 0; i < limit; i++) {
      const wrong = await failure(change(`00000${i}`));
      expect([wrong.code, wrong.value]).toEqual([
        'PAYMENT_PASSWORD_INVALID',
        { fields: { oldPassword: 'err_payment_password' }, attemptsLeft: limit - 1 - i },
      ]);
    }
    // Now even the right one is refused, and so is a withdrawal (one budget for the payment password).
    const limited = await failure(change('123456'));
    expect([limited.code, limited.value]).toMatchObject([
      'RATE_LIMITED',
      { fields: { oldPassword: 'err_rate_limited' } },
    ]);
    const card = (await c.call(contract.bankCards, {}))[0]!;
    expect(
      (
        await failure(
          c.call(contract.withdraw, { amount: 100, bankCardId: card.id, paymentPassword: '123456' }),
        )
      ).code,
    ).toBe('RATE_LIMITED');
    tp.clock.now += HOUR + 1000;
    const again = tp.client({ token: await tp.login() });
    expect(
      await again.call(contract.setPaymentPassword, {
        oldPassword: '123456',
        password: '246810',
        confirmPassword: '246810',
      }),
    ).toEqual({ ok: true });
    expect(
      (
        await failure(
          again.call(contract.setPaymentPassword, {
            oldPassword: '246810',
            password: '246810',
            confirmPassword: '246810',
          }),
        )
      ).code,
    ).toBe('PASSWORD_SAME');
  });

  it('limits wrong login passwords sent through a signed-in session too', async () => {
    const c = tp.client({ token: await tp.login() });
    for (let i = 0; i < SECRET_GUESSES.login.limit; i++)
      expect(
        (
          await failure(
            c.call(contract.changePassword, {
              oldPassword: `wrong${i}pass`,
              newPassword: 'abc12345',
              confirmNewPassword: 'abc12345',
            }),
          )
        ).code,
      ).toBe('PASSWORD_INCORRECT');
    expect(
      (
        await failure(
          c.call(contract.changePassword, {
            oldPassword: DEMO_PASSWORD,
            newPassword: 'abc12345',
            confirmNewPassword: 'abc12345',
          }),
        )
      ).code,
    ).toBe('RATE_LIMITED');
  });
});

describe('recent logins and other sessions', () => {
  it('records each sign-in with its device and approximate place, and marks the current one', async () => {
    const phone = await loginFrom('85.240.9.9', IPHONE);
    tp.clock.now += 60_000;
    const here = await loginFrom(
      '127.0.0.1',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
    );
    const { logins } = await tp.client({ token: here }).call(contract.loginHistory, {});
    expect(logins.slice(0, 2)).toEqual([
      {
        at: TEST_START + 60_000,
        browser: 'Chrome',
        os: 'Linux',
        // A local address is placed in the merchant's own country (aurum: +351).
        country: 'PT',
        city: 'Lisboa',
        current: true,
        active: true,
      },
      {
        at: TEST_START,
        browser: 'Safari',
        os: 'iOS',
        country: 'PT',
        city: 'Lisboa',
        current: false,
        active: true,
      },
    ]);
    // The seeded earlier sign-ins follow, their sessions over.
    expect(logins.slice(2).map((l) => [l.browser, l.os, l.city, l.active])).toEqual([
      ['Safari', 'iOS', 'Lisboa', false],
      ['Chrome', 'Windows', 'Porto', false],
      ['Samsung Internet', 'Android', 'London', false],
    ]);
    expect(phone).not.toBe(here);
  });

  it('signs out every other session: their tokens stop working, this one goes on', async () => {
    const other = await loginFrom('85.240.9.9', IPHONE);
    const third = await tp.login();
    const me = await tp.login();
    expect(await tp.client({ token: me }).call(contract.signOutOthers, {})).toEqual({ ended: 2 });
    for (const token of [other, third])
      expect((await failure(tp.client({ token }).call(contract.memberInfo, {}))).code).toBe(
        'SESSION_EXPIRED',
      );
    const { logins } = await tp.client({ token: me }).call(contract.loginHistory, {});
    expect(logins.filter((l) => l.active).map((l) => l.current)).toEqual([true]);
    expect(await tp.client({ token: me }).call(contract.signOutOthers, {})).toEqual({ ended: 0 });
  });
});
