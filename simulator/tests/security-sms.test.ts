// SMS codes and the human check: guessing a code is limited per code and per number, every send
// needs a captcha answered once, one number is one number however it is written, the limits count
// the socket's address (not a header) and the signed-in account, and the answer does not tell which
// numbers have an account. Also the captcha image: paths only, nothing a parser can read.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contract/index.ts';
import { captchaSvg } from '../captcha.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import {
  SMS_ATTEMPTS_PER_CODE,
  SMS_PER_ACCOUNT_PER_HOUR,
  SMS_PER_CLIENT_PER_HOUR,
  normaliseMobile,
} from '../routes/auth.ts';
import {
  encryptionHeaders,
  failure,
  humanCheck,
  registrationPayload,
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

const DEMO = { mobileNum: '912345601', countryDialingCode: '+351' };

async function smsCode(mobile: string, merchant = 'aurum'): Promise<string> {
  const res = await tp.request(`/__sim/sms/${mobile}?merchant=${merchant}`);
  return ((await res.json()) as { value: { code: string } }).value.code;
}
/** A six-digit code that is not `code`. */
const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

async function smsLogin(verificationCode: string, number = DEMO) {
  const body = await tp.encrypt(contract.login, { type: 'sms', ...number, verificationCode });
  return tp.client().call(contract.login, body, { headers: encryptionHeaders });
}

describe('guessing SMS codes', () => {
  it(`refuses the ${SMS_ATTEMPTS_PER_CODE + 1}th wrong login code, and the right code after it`, async () => {
    await tp.client().call(contract.smsLoginCode, { ...DEMO, ...(await humanCheck(tp)) });
    const code = await smsCode(DEMO.mobileNum);
    for (let i = 0; i < SMS_ATTEMPTS_PER_CODE; i++)
      expect((await failure(smsLogin(wrongFor(code, i)))).code).toBe('VERIFICATION_CODE_INVALID');
    const sixth = await failure(smsLogin(wrongFor(code, 9)));
    expect(['VERIFICATION_CODE_INVALID', 'RATE_LIMITED']).toContain(sixth.code);
    const right = await failure(smsLogin(code));
    expect(['VERIFICATION_CODE_INVALID', 'RATE_LIMITED']).toContain(right.code);
  });

  it('counts parallel guesses one by one', async () => {
    await tp.client().call(contract.smsLoginCode, { ...DEMO, ...(await humanCheck(tp)) });
    const code = await smsCode(DEMO.mobileNum);
    const guesses = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => smsLogin(wrongFor(code, i))),
    );
    expect(guesses.every((g) => g.status === 'rejected')).toBe(true);
    expect((await failure(smsLogin(code))).code).toMatch(/VERIFICATION_CODE_INVALID|RATE_LIMITED/);
  });

  it('locks the number for the hour: a new code does not give new guesses', async () => {
    await tp.client().call(contract.smsLoginCode, { ...DEMO, ...(await humanCheck(tp)) });
    const first = await smsCode(DEMO.mobileNum);
    for (let i = 0; i < SMS_ATTEMPTS_PER_CODE; i++) await failure(smsLogin(wrongFor(first, i)));
    tp.clock.now += 61_000;
    const resend = await failure(
      tp.client().call(contract.smsLoginCode, { ...DEMO, ...(await humanCheck(tp)) }),
    );
    expect(resend.code).toBe('RATE_LIMITED');
    expect(Number((resend.value as { retryAfter: number }).retryAfter)).toBeGreaterThan(3000);
    tp.clock.now += 3_600_000;
    await tp.client().call(contract.smsLoginCode, { ...DEMO, ...(await humanCheck(tp)) });
    expect((await smsLogin(await smsCode(DEMO.mobileNum))).userName).toBe('demo_member');
  });

  it('limits the reset code the same way: the right code after five wrong ones resets nothing', async () => {
    const number = { mobileNo: '912345601', countryDialingCode: '+351' };
    await tp.client().call(contract.sendVerificationCode, {
      ...number,
      purpose: 'reset',
      ...(await humanCheck(tp)),
    });
    const code = await smsCode('912345601');
    const reset = async (verificationCode: string) =>
      tp.client().call(
        contract.resetPassword,
        await tp.encrypt(contract.resetPassword, {
          mobileNum: '912345601',
          countryDialingCode: '+351',
          verificationCode,
          newPassword: 'hacked123',
          confirmNewPassword: 'hacked123',
        }),
        { headers: encryptionHeaders },
      );
    for (let i = 0; i <= SMS_ATTEMPTS_PER_CODE; i++) await failure(reset(wrongFor(code, i)));
    expect((await failure(reset(code))).code).toMatch(/VERIFICATION_CODE_INVALID|RATE_LIMITED/);
    expect(await tp.login('demo_member')).toBeTruthy(); // the password is unchanged
  });

  it('limits the registration and binding codes too', async () => {
    const mobileNo = '911222333';
    await tp.client().call(contract.sendVerificationCode, {
      mobileNo,
      countryDialingCode: '+351',
      purpose: 'register',
      ...(await humanCheck(tp)),
    });
    const code = await smsCode(mobileNo);
    const register = async (verificationCode: string) =>
      tp.client().call(
        contract.register,
        await tp.encrypt(
          contract.register,
          registrationPayload({
            registerType: 'mobileNum',
            username: '',
            mobileNum: mobileNo,
            verificationCode,
          }),
        ),
        { headers: encryptionHeaders },
      );
    for (let i = 0; i <= SMS_ATTEMPTS_PER_CODE; i++) await failure(register(wrongFor(code, i)));
    expect((await failure(register(code))).code).toMatch(/VERIFICATION_CODE_INVALID|RATE_LIMITED/);

    const member = tp.client({ token: await tp.login('demo_agent') });
    await member.call(contract.sendVerificationCode, {
      mobileNo: '934000111',
      countryDialingCode: '+351',
      purpose: 'bind',
      ...(await humanCheck(tp)),
    });
    const bindCode = await smsCode('934000111');
    const bind = (verificationCode: string) =>
      member.call(contract.bindMobile, {
        mobileNum: '934000111',
        countryDialingCode: '+351',
        verificationCode,
        // demo_agent has a number: changing it takes the login password too.
        password: DEMO_PASSWORD,
      });
    for (let i = 0; i <= SMS_ATTEMPTS_PER_CODE; i++) await failure(bind(wrongFor(bindCode, i)));
    expect((await failure(bind(bindCode))).code).toMatch(/VERIFICATION_CODE_INVALID|RATE_LIMITED/);
  });
});

describe('the human check on every SMS send', () => {
  it('refuses a send without a captcha, with a wrong one and with a spent one, captcha flag or not', async () => {
    const aurum = tp.client();
    expect((await failure(aurum.call(contract.smsLoginCode, DEMO))).code).toBe('CAPTCHA_REQUIRED');
    const check = await humanCheck(tp);
    const wrong = { ...check, captcha: check.captcha === '0000' ? '1111' : '0000' };
    expect((await failure(aurum.call(contract.smsLoginCode, { ...DEMO, ...wrong }))).code).toBe(
      'CAPTCHA_INVALID',
    );
    // A captcha is spent by any attempt, right or wrong.
    expect((await failure(aurum.call(contract.smsLoginCode, { ...DEMO, ...check }))).code).toBe(
      'CAPTCHA_INVALID',
    );
    for (const purpose of ['register', 'reset'] as const)
      expect(
        (
          await failure(
            aurum.call(contract.sendVerificationCode, {
              mobileNo: '912345699',
              countryDialingCode: '+351',
              purpose,
            }),
          )
        ).code,
      ).toBe('CAPTCHA_REQUIRED');
    const res = await tp.request('/__sim/sms/912345699');
    expect(res.status).toBe(404); // nothing was sent
  });

  it("refuses lumen's bind purpose without a captcha too", async () => {
    const login = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_agent',
      password: DEMO_PASSWORD,
      ...(await humanCheck(tp, 'lumen')),
    });
    const { token } = await tp
      .client({ merchant: 'lumen' })
      .call(contract.login, login, { headers: encryptionHeaders });
    const lumen = tp.client({ token, merchant: 'lumen' });
    const e = await failure(
      lumen.call(contract.sendVerificationCode, {
        mobileNo: '9170000001',
        countryDialingCode: '+63',
        purpose: 'bind',
      }),
    );
    expect(e.code).toBe('CAPTCHA_REQUIRED');
    const sent = await lumen.call(contract.sendVerificationCode, {
      mobileNo: '9170000001',
      countryDialingCode: '+63',
      purpose: 'bind',
      ...(await humanCheck(tp, 'lumen')),
    });
    expect(sent.canSendTime).toBe(60);
  });

  it('draws the captcha as paths only: no text, no font, no label, different every time', () => {
    const a = captchaSvg('4721');
    const b = captchaSvg('4721');
    expect(a).not.toBe(b);
    for (const svg of [a, b]) {
      expect(svg).not.toMatch(/<text|<tspan|font|aria-label|<title|<desc|<use|<symbol/i);
      const elements = [...svg.matchAll(/<(\w+)/g)].map((m) => m[1]);
      expect(new Set(elements)).toEqual(new Set(['svg', 'path']));
      // A reader that pulls text content or attribute values other than numbers finds no digits.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      expect(elements.length).toBeGreaterThan(10);
    }
  });

  it('serves the captcha image from /wps/captcha and its answer only through /__sim', async () => {
    const c = await tp.client().call(contract.captcha, {});
    const svg = Buffer.from(c.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).not.toMatch(/<text/);
    const answer = await tp.request(`/__sim/captcha/${c.captchaId}`);
    expect(((await answer.json()) as { value: { answer: string } }).value.answer).toMatch(/^\d{4}$/);
  });
});

describe('one number, one count', () => {
  it('normalises numbers to E.164', () => {
    const e164 = '+351912345601';
    for (const [dial, mobile] of [
      ['+351', '912345601'],
      ['351', '912345601'],
      ['00351', '0912345601'],
      ['+351', '000912345601'],
      ['+351', '+351 912 345 601'],
      ['+351', '00351912345601'],
      ['+351', '912-345-601'],
    ] as const)
      expect(normaliseMobile(dial, mobile)?.e164, `${dial} ${mobile}`).toBe(e164);
    expect(normaliseMobile('+351', '+55912345601')).toBeUndefined();
    expect(normaliseMobile('+351', '12ab')).toBeUndefined();
    expect(normaliseMobile('+351', '0000012')).toBeUndefined();
  });

  it('counts a number written with leading zeros or in international form as the same number', async () => {
    const send = async (mobileNum: string, countryDialingCode = '+351') =>
      tp.client().call(contract.smsLoginCode, { mobileNum, countryDialingCode, ...(await humanCheck(tp)) });
    await send('912345601');
    for (const [mobile, dial] of [
      ['0912345601', '+351'],
      ['00912345601', '+351'],
      ['+351912345601', '+351'],
      ['912345601', '351'],
    ] as const)
      expect((await failure(send(mobile, dial))).code, mobile).toBe('RATE_LIMITED');
    // The code sent to the number signs in however the number is written.
    const body = await tp.encrypt(contract.login, {
      type: 'sms',
      mobileNum: '0912345601',
      countryDialingCode: '351',
      verificationCode: await smsCode('912345601'),
    });
    expect((await tp.client().call(contract.login, body, { headers: encryptionHeaders })).userName).toBe(
      'demo_member',
    );
  });

  it('limits per socket address, whatever X-Forwarded-For says', async () => {
    let limited = false;
    for (let i = 0; i <= SMS_PER_CLIENT_PER_HOUR && !limited; i++) {
      const c = tp.client({ address: '203.0.113.7', headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
      try {
        await c.call(contract.sendVerificationCode, {
          mobileNo: `93100${String(i).padStart(4, '0')}`,
          countryDialingCode: '+351',
          purpose: 'register',
          ...(await humanCheck(tp)),
        });
      } catch (e) {
        limited = (e as { code: string }).code === 'RATE_LIMITED';
      }
    }
    expect(limited).toBe(true);
    // Another address still may.
    const other = await tp.client({ address: '203.0.113.8' }).call(contract.sendVerificationCode, {
      mobileNo: '931999999',
      countryDialingCode: '+351',
      purpose: 'register',
      ...(await humanCheck(tp)),
    });
    expect(other.canSendTime).toBe(60);
  });

  it('limits per signed-in account, over any numbers and addresses', async () => {
    const token = await tp.login('demo_agent');
    const sends = [];
    for (let i = 0; i <= SMS_PER_ACCOUNT_PER_HOUR; i++)
      sends.push(
        await tp
          .client({ token, address: `192.0.2.${i}` })
          .call(contract.sendVerificationCode, {
            mobileNo: `93500${String(i).padStart(4, '0')}`,
            countryDialingCode: '+351',
            purpose: 'bind',
            ...(await humanCheck(tp)),
          })
          .then(
            () => 'sent',
            (e: { code: string }) => e.code,
          ),
      );
    expect(sends.slice(0, SMS_PER_ACCOUNT_PER_HOUR).every((s) => s === 'sent')).toBe(true);
    expect(sends[SMS_PER_ACCOUNT_PER_HOUR]).toBe('RATE_LIMITED');
  });

  it("never binds another member's number: the code is sent, the binding refused", async () => {
    const agent = tp.client({ token: await tp.login('demo_agent') });
    await agent.call(contract.sendVerificationCode, {
      mobileNo: '912345601', // demo_member's
      countryDialingCode: '+351',
      purpose: 'bind',
      ...(await humanCheck(tp)),
    });
    const e = await failure(
      agent.call(contract.bindMobile, {
        mobileNum: '0912345601',
        countryDialingCode: '+351',
        verificationCode: await smsCode('912345601'),
        password: DEMO_PASSWORD,
      }),
    );
    expect([e.code, e.messageKey]).toEqual(['CONFLICT', 'err_mobile_exists']);
  });

  it('answers the same for a number with an account and one without', async () => {
    const answer = async (input: Record<string, string>, call: 'smsLoginCode' | 'sendVerificationCode') => {
      const check = await humanCheck(tp);
      const path = contract[call].path;
      const res = await tp.request(path, { method: 'POST', body: JSON.stringify({ ...input, ...check }) });
      return { status: res.status, body: (await res.json()) as { success: boolean; value: object } };
    };
    const known = await answer(DEMO, 'smsLoginCode');
    const unknown = await answer({ mobileNum: '912999999', countryDialingCode: '+351' }, 'smsLoginCode');
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.value)).toEqual(Object.keys(known.body.value));
    expect(unknown.body.success).toBe(true);
    for (const purpose of ['register', 'reset']) {
      const taken = await answer(
        { mobileNo: '912345602', countryDialingCode: '+351', purpose },
        'sendVerificationCode',
      );
      const free = await answer(
        { mobileNo: '912888888', countryDialingCode: '+351', purpose },
        'sendVerificationCode',
      );
      expect([taken.status, taken.body.success], purpose).toEqual([free.status, free.body.success]);
      expect(free.body.success, purpose).toBe(true);
      tp.clock.now += 61_000;
    }
  });
});
