// Contract tests: system, session, captcha, SMS, registration, trial and passwords, through the
// app's real API client (app/api/client.ts) and the shared encryption (contract/crypto.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../app/api/errors.ts';
import { contract, decryptCustomerService, customerServicePaths, ERRORS } from '../../contract/index.ts';
import { DEMO_PASSWORD } from '../seed/index.ts';
import {
  failure,
  encryptionHeaders,
  registrationPayload,
  startTestPlatform,
  type RegistrationPayload,
  type TestPlatform,
} from '../testing.ts';

let tp: TestPlatform;
beforeAll(async () => {
  tp = await startTestPlatform();
});
afterAll(() => tp.dispose());

async function register(payload: RegistrationPayload, merchant?: string) {
  const body = await tp.encrypt(contract.register, payload);
  return tp.client({ merchant }).call(contract.register, body, { headers: encryptionHeaders });
}

async function captchaAnswer(merchant?: string) {
  const c = await tp.client({ merchant }).call(contract.captcha, {});
  const res = await tp.request(`/__sim/captcha/${c.captchaId}`);
  const answer = ((await res.json()) as { value: { answer: string } }).value.answer;
  return { captchaId: c.captchaId, captcha: answer };
}

async function smsCode(mobile: string): Promise<string> {
  const res = await tp.request(`/__sim/sms/${mobile}`);
  return ((await res.json()) as { value: { code: string } }).value.code;
}

describe('system', () => {
  it('resolves the merchant from the host, the override header, else aurum', async () => {
    expect((await tp.client().call(contract.systemStatus, {})).merchantCode).toBe('aurum');
    expect((await tp.client({ merchant: 'verde' }).call(contract.systemStatus, {})).merchantCode).toBe(
      'verde',
    );
    const byHost = await tp.request('/wps/system/status', { headers: { host: 'lumen.localhost:8080' } });
    expect(((await byHost.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe('lumen');
  });

  it('reports maintenance (1) over region restriction (2)', async () => {
    await tp.request('/__sim/merchants/lumen', {
      method: 'PATCH',
      body: JSON.stringify({ regionRestriction: true }),
    });
    expect((await tp.client({ merchant: 'lumen' }).call(contract.systemStatus, {})).status).toBe(2);
    const refused = await failure(tp.client({ merchant: 'lumen' }).call(contract.banners, {}));
    expect([refused.code, refused.status]).toEqual(['REGION_RESTRICTED', 403]);
    await tp.request('/__sim/merchants/lumen', {
      method: 'PATCH',
      body: JSON.stringify({ maintenance: true }),
    });
    expect((await tp.client({ merchant: 'lumen' }).call(contract.systemStatus, {})).status).toBe(1);
    const down = await failure(tp.client({ merchant: 'lumen' }).call(contract.banners, {}));
    expect([down.code, down.status]).toEqual(['MAINTENANCE', 503]);
    await tp.request('/__sim/merchants/lumen', {
      method: 'PATCH',
      body: JSON.stringify({ maintenance: false, regionRestriction: false }),
    });
    expect((await tp.client({ merchant: 'lumen' }).call(contract.systemStatus, {})).status).toBe(0);
  });

  it('serves merchant settings: flags, templates, rules, encrypted customer service paths', async () => {
    const aurum = await tp.client().call(contract.siteSettings, { language: 'PT' });
    expect(Object.values(aurum.whitelabel).every(Boolean)).toBe(true);
    expect(aurum.settings.smsLogin).toBe(true);
    expect(aurum.settings.captcha).toBe(false);
    expect(aurum.register.methods).toEqual(['username', 'mobileNum']);
    expect(aurum.mobileTemplate.mem_cen).toBe('0');
    const paths = customerServicePaths.parse(await decryptCustomerService(aurum.customerService));
    expect(paths.some((p) => p.type === '3' && p.title === 'whatsapp')).toBe(true);

    const verde = await tp.client({ merchant: 'verde' }).call(contract.siteSettings, {});
    expect(verde.currency).toBe('BRL');
    expect(verde.register.methods).toEqual(['mobileNum']);
    expect(verde.whitelabel.DIRECTREG3).toBe(false);
    expect(verde.whitelabel.CBS3).toBe(false);
    expect([verde.mobileTemplate.mem_cen, verde.mobileTemplate.dep_func]).toEqual(['1', '1']);

    const lumen = await tp.client({ merchant: 'lumen' }).call(contract.siteSettings, {});
    expect(lumen.settings.captcha).toBe(true);
    expect(lumen.settings.facebookLogin.enabled && lumen.settings.googleLogin.enabled).toBe(true);
    expect(lumen.register.affiliateRequired).toBe(true);
    expect(await tp.client().call(contract.registerSettings, {})).toEqual(aurum.register);
    expect((await tp.client().call(contract.downloadLinks, {})).map((r) => r.resourceType)).toContain(
      'TELEGRAM',
    );
  });

  it('refuses an unknown language with a validation error', async () => {
    const res = await tp.request('/wps/system/settings?language=XX');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      value: { fields: { language: 'err_invalid_format' } },
    });
  });

  it('answers an unknown platform path with the envelope and 404', async () => {
    const res = await tp.request('/wps/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('login', () => {
  it('logs in with an encrypted body and returns a session', async () => {
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
    });
    const grant = await tp.client().call(contract.login, body, { headers: encryptionHeaders });
    expect(grant).toMatchObject({ userName: 'demo_member', type: 0 });
    expect(grant.expiresAt).toBeGreaterThan(tp.clock.now);
    const info = await tp.client({ token: grant.token }).call(contract.memberInfo, {});
    expect(info).toMatchObject({ account: 'demo_member', type: 0, clubLabel: { labelName: 'VIP Gold I' } });
  });

  it('refuses a body that is not encrypted, tampered with, made for another call or stale', async () => {
    const plain = await tp.request('/wps/session/login', {
      method: 'POST',
      body: JSON.stringify({ type: 'username', username: 'demo_member', password: DEMO_PASSWORD }),
    });
    expect([plain.status, ((await plain.json()) as { code: string }).code]).toEqual([
      400,
      'ENCRYPTION_INVALID',
    ]);

    const payload = { type: 'username', username: 'demo_member', password: DEMO_PASSWORD };
    const good = await tp.encrypt(contract.login, payload);
    const tampered = {
      ...good,
      data: good.data.slice(0, -4) + (good.data.endsWith('AAAA') ? 'BBBB' : 'AAAA'),
    };
    const otherCall = await tp.encrypt(contract.register, payload);
    for (const body of [tampered, otherCall]) {
      const e = await failure(tp.client().call(contract.login, body, { headers: encryptionHeaders }));
      expect(e.code).toBe('ENCRYPTION_INVALID');
    }
    const stale = await tp.encrypt(contract.login, payload);
    tp.clock.now += 10 * 60_000;
    const e = await failure(tp.client().call(contract.login, stale, { headers: encryptionHeaders }));
    expect(e.code).toBe('ENCRYPTION_INVALID');
    const noHeader = await failure(tp.client().call(contract.login, good));
    expect(noHeader.code).toBe('ENCRYPTION_INVALID');
  });

  it('validates the payload inside the encryption', async () => {
    const body = await tp.encrypt(contract.login, { type: 'username', username: '', password: '' });
    const e = await failure(tp.client().call(contract.login, body, { headers: encryptionHeaders }));
    expect(e.code).toBe('VALIDATION_ERROR');
    expect(e.value).toEqual({ fields: { username: 'err_required', password: 'err_required' } });
    const wrongType = await tp.encrypt(contract.login, { type: 'magic', username: 'x' });
    expect(
      (await failure(tp.client().call(contract.login, wrongType, { headers: encryptionHeaders }))).code,
    ).toBe('VALIDATION_ERROR');
  });

  it('asks for a captcha after 3 failures, then slows down', async () => {
    const attempt = async (password: string, extra: Record<string, string> = {}) => {
      const body = await tp.encrypt(contract.login, {
        type: 'username',
        username: 'demo_agent',
        password,
        ...extra,
      });
      return tp.client().call(contract.login, body, { headers: encryptionHeaders });
    };
    for (let i = 1; i <= 2; i++) {
      const e = await failure(attempt('wrong-pass'));
      expect([e.code, e.value]).toEqual(['INVALID_CREDENTIALS', { captcha: false }]);
    }
    const third = await failure(attempt('wrong-pass'));
    expect([third.code, third.value]).toEqual(['INVALID_CREDENTIALS', { captcha: true }]);
    const noCaptcha = await failure(attempt(DEMO_PASSWORD));
    expect([noCaptcha.code, noCaptcha.value]).toEqual(['CAPTCHA_REQUIRED', { captcha: true }]);
    const badCaptcha = await failure(
      attempt(DEMO_PASSWORD, { ...(await captchaAnswer()), captcha: '99999' }),
    );
    expect(badCaptcha.code).toBe('CAPTCHA_INVALID');
    // Failures 4 and 5 (with captchas), then the platform slows down.
    for (let i = 0; i < 2; i++) await failure(attempt('wrong-pass', await captchaAnswer()));
    const slowed = await failure(attempt(DEMO_PASSWORD, await captchaAnswer()));
    expect(slowed.code).toBe('RATE_LIMITED');
    expect(slowed.status).toBe(429);
    expect((slowed.value as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    tp.clock.now += 2_000;
    const grant = await attempt(DEMO_PASSWORD, await captchaAnswer());
    expect(grant.userName).toBe('demo_agent');
    // Success clears the failures.
    expect((await failure(attempt('wrong-pass'))).value).toEqual({ captcha: false });
  });

  it('always asks for a captcha at a merchant with the captcha setting (lumen)', async () => {
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
    });
    const e = await failure(
      tp.client({ merchant: 'lumen' }).call(contract.login, body, { headers: encryptionHeaders }),
    );
    expect(e.code).toBe('CAPTCHA_REQUIRED');
    const ok = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_member',
      password: DEMO_PASSWORD,
      ...(await captchaAnswer('lumen')),
    });
    const grant = await tp
      .client({ merchant: 'lumen' })
      .call(contract.login, ok, { headers: encryptionHeaders });
    expect(grant.userName).toBe('demo_member');
  });

  it('logs in by SMS code', async () => {
    const sent = await tp.client().call(contract.smsLoginCode, {
      mobileNum: '912345601',
      countryDialingCode: '+351',
      ...(await captchaAnswer()),
    });
    expect(sent.expirationTime).toBeGreaterThan(tp.clock.now);
    expect(sent.canSendTime).toBe(60);
    const wrong = await tp.encrypt(contract.login, {
      type: 'sms',
      mobileNum: '912345601',
      countryDialingCode: '+351',
      verificationCode: '000000',
    });
    const code = await smsCode('912345601');
    const bad =
      code === '000000'
        ? undefined
        : await failure(tp.client().call(contract.login, wrong, { headers: encryptionHeaders }));
    if (bad) expect(bad.code).toBe('VERIFICATION_CODE_INVALID');
    const body = await tp.encrypt(contract.login, {
      type: 'sms',
      mobileNum: '912345601',
      countryDialingCode: '+351',
      verificationCode: code,
    });
    expect((await tp.client().call(contract.login, body, { headers: encryptionHeaders })).userName).toBe(
      'demo_member',
    );
    // A code works once.
    const again = await failure(tp.client().call(contract.login, body, { headers: encryptionHeaders }));
    expect(again.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('refuses SMS login where the merchant has it off; answers unknown numbers like known ones', async () => {
    const off = await failure(
      tp
        .client({ merchant: 'lumen' })
        .call(contract.smsLoginCode, { mobileNum: '9171234501', countryDialingCode: '+63' }),
    );
    expect(off.code).toBe('NO_PERMISSION');
    const unknown = await tp.client().call(contract.smsLoginCode, {
      mobileNum: '900000000',
      countryDialingCode: '+351',
      ...(await captchaAnswer()),
    });
    expect(unknown.canSendTime).toBe(60);
    const body = await tp.encrypt(contract.login, {
      type: 'sms',
      mobileNum: '900000000',
      countryDialingCode: '+351',
      verificationCode: await smsCode('900000000'),
    });
    // Only the number's owner, holding the code, learns that it has no account.
    expect((await failure(tp.client().call(contract.login, body, { headers: encryptionHeaders }))).code).toBe(
      'USER_NOT_FOUND',
    );
    const invalidMobile = await failure(
      tp.client().call(contract.smsLoginCode, {
        mobileNum: '12ab',
        countryDialingCode: '+351',
        ...(await captchaAnswer()),
      }),
    );
    expect(invalidMobile.code).toBe('INVALID_MOBILE');
    const tooLong = await tp.request('/wps/verification/sms/noLogin', {
      method: 'POST',
      body: JSON.stringify({ mobileNum: '1'.repeat(21), countryDialingCode: '+351' }),
    });
    expect(tooLong.status).toBe(400);
  });

  it('rate-limits SMS codes per number and per client', async () => {
    const send = async (client: string) =>
      tp.client({ address: client }).call(contract.smsLoginCode, {
        mobileNum: '912345602',
        countryDialingCode: '+351',
        ...(await captchaAnswer()),
      });
    await send('10.0.0.1');
    const soon = await failure(send('10.0.0.1'));
    expect(soon.code).toBe('RATE_LIMITED');
    expect((soon.value as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(60);
    for (let i = 0; i < 4; i++) {
      tp.clock.now += 61_000;
      await send(`10.0.1.${i}`);
    }
    tp.clock.now += 61_000;
    const perNumber = await failure(send('10.0.2.1'));
    expect(perNumber.code).toBe('RATE_LIMITED');
    // Per client: 20 an hour over any numbers.
    const client = '10.9.9.9';
    let limited: ApiError | undefined;
    for (let i = 0; i < 21 && !limited; i++) {
      try {
        await tp.client({ address: client }).call(contract.sendVerificationCode, {
          mobileNo: `93000${String(i).padStart(4, '0')}`,
          countryDialingCode: '+351',
          purpose: 'register',
          ...(await captchaAnswer()),
        });
      } catch (e) {
        limited = e as ApiError;
      }
    }
    expect(limited?.code).toBe('RATE_LIMITED');
  });

  it('logs out, renews and expires sessions', async () => {
    const token = await tp.login();
    const renewed = await tp.client({ token }).call(contract.renewSession, {});
    expect(renewed.token).toBe(token);
    tp.clock.now += 2 * 60 * 60_000 - 1000;
    expect((await tp.client({ token }).call(contract.memberInfo, {})).account).toBe('demo_member');
    tp.clock.now += 2000;
    const expired = await failure(tp.client({ token }).call(contract.memberInfo, {}));
    expect([expired.code, expired.status]).toEqual(['SESSION_EXPIRED', 401]);

    const t2 = await tp.login();
    await tp.client({ token: t2 }).call(contract.logout, {});
    expect((await failure(tp.client({ token: t2 }).call(contract.wallet, {}))).code).toBe('SESSION_EXPIRED');
    // A token of one merchant does not work at another.
    const t3 = await tp.login();
    expect((await failure(tp.client({ token: t3, merchant: 'verde' }).call(contract.wallet, {}))).code).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('creates trial accounts that are refused member actions', async () => {
    const trial = await tp.client().call(contract.trial, {});
    expect(trial.customerType).toBe(4);
    expect(trial.userName).toMatch(/^trial_\d{6}$/);
    const info = await tp.client({ token: trial.token }).call(contract.memberInfo, {});
    expect(info.type).toBe(4);
    const e = await failure(
      tp.client({ token: trial.token }).call(contract.changePassword, {
        oldPassword: 'x',
        newPassword: 'y',
        confirmNewPassword: 'y',
      }),
    );
    expect([e.code, e.status, e.messageKey]).toEqual(['TRIAL_REFUSED', 403, 'free_reject']);
  });
});

describe('registration', () => {
  it('registers by username and logs in', async () => {
    const grant = await register(registrationPayload({ username: 'player_one', nickname: 'Player' }));
    expect(grant).toMatchObject({ userName: 'player_one', type: 0, firstTimeLogin: true });
    expect((await tp.client().call(contract.usernameExists, { username: 'player_one' })).exists).toBe(true);
    expect((await tp.client().call(contract.usernameExists, { username: 'nobody_here' })).exists).toBe(false);
    const again = await failure(register(registrationPayload({ username: 'player_one' })));
    expect([again.code, again.value]).toEqual([
      'USERNAME_EXISTS',
      { fields: { username: 'err_username_exists' } },
    ]);
  });

  it('checks every field against the merchant rules', async () => {
    const e = await failure(
      register(registrationPayload({ username: 'AB', password: 'short', confirmPassword: '', email: 'bad' })),
    );
    expect(e.code).toBe('VALIDATION_ERROR');
    expect(e.value).toEqual({
      fields: {
        username: 'err_account_format',
        password: 'err_password_format',
        confirmPassword: 'in_incorrect_password',
        email: 'err_email_format',
      },
    });
    const mismatch = await failure(
      register(registrationPayload({ username: 'player_two', confirmPassword: 'abc12346' })),
    );
    expect([mismatch.code, mismatch.messageKey, mismatch.value]).toEqual([
      'PASSWORD_MISMATCH',
      'in_confirmation_correct',
      { fields: { confirmPassword: 'in_confirmation_correct' } },
    ]);
    const affiliate = await failure(
      register(registrationPayload({ username: 'player_two', affiliateCode: 'NOPE1234' })),
    );
    expect([affiliate.code, affiliate.messageKey]).toEqual([
      'INVALID_INVITATION_CODE',
      'invitation_code_error',
    ]);
  });

  it('credits the referrer of a valid affiliate code', async () => {
    expect((await tp.client().call(contract.affiliateValidity, { code: 'AUMEMBER' })).valid).toBe(true);
    expect((await tp.client().call(contract.affiliateValidity, { code: 'ZZZZ' })).valid).toBe(false);
    await register(
      registrationPayload({ username: 'friend_of_demo', affiliateCode: 'AUMEMBER', email: 'f@x.example' }),
    );
    expect((await tp.client().call(contract.emailExists, { email: 'f@x.example' })).exists).toBe(true);
    const token = await tp.login();
    const invite = await tp.client({ token }).call(contract.inviteInfo, {});
    expect(invite.invitedCount).toBe(5);
  });

  it('registers by mobile number with an SMS code (verde: mobile only)', async () => {
    const usernameTab = await failure(register(registrationPayload({ username: 'verde_user' }), 'verde'));
    expect(usernameTab.code).toBe('NO_PERMISSION');
    const payload = registrationPayload({
      registerType: 'mobileNum',
      username: '',
      mobileNum: '11987650000',
      countryDialingCode: '+55',
    });
    const missing = await failure(register(payload, 'verde'));
    expect(missing.value).toEqual({ fields: { verificationCode: 'err_required' } });
    const send = async () =>
      tp.client({ merchant: 'verde' }).call(contract.sendVerificationCode, {
        mobileNo: '11987650000',
        countryDialingCode: '+55',
        purpose: 'register',
        ...(await captchaAnswer('verde')),
      });
    await send();
    const code = await smsCode('11987650000');
    const grant = await register({ ...payload, verificationCode: code }, 'verde');
    expect(grant.userName).toBe('m11987650000');
    // A taken number gets a code like any other; registering with it then says the number is taken.
    tp.clock.now += 61_000;
    expect((await send()).canSendTime).toBe(60);
    const taken = await failure(
      register(
        { ...payload, username: 'othername1', verificationCode: await smsCode('11987650000') },
        'verde',
      ),
    );
    expect(taken.code).toBe('CONFLICT');
  });

  it('needs a captcha and an affiliate code at lumen', async () => {
    const e = await failure(register(registrationPayload({ username: 'lumen_user' }), 'lumen'));
    expect(e.value).toEqual({ fields: { captcha: 'in_vwrite_code', affiliateCode: 'err_required' } });
    const ok = await register(
      registrationPayload({
        username: 'lumen_user',
        affiliateCode: 'LUMEMBER',
        ...(await captchaAnswer('lumen')),
      }),
      'lumen',
    );
    expect(ok.userName).toBe('lumen_user');
  });
});

describe('passwords', () => {
  it('changes the password with every check', async () => {
    await register(registrationPayload({ username: 'changer1' }));
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'changer1',
      password: 'abc12345',
    });
    const { token } = await tp.client().call(contract.login, body, { headers: encryptionHeaders });
    const change = (o: string, n: string, c: string) =>
      tp
        .client({ token })
        .call(contract.changePassword, { oldPassword: o, newPassword: n, confirmNewPassword: c });
    expect((await failure(change('abc12345', 'abc12345', 'abc12345'))).code).toBe('PASSWORD_SAME');
    expect((await failure(change('abc12345', 'xyz98765', 'xyz98766'))).code).toBe('PASSWORD_MISMATCH');
    expect((await failure(change('abc12345', 'short', 'short'))).value).toEqual({
      fields: { newPassword: 'err_password_format' },
    });
    expect((await failure(change('wrong123', 'xyz98765', 'xyz98765'))).code).toBe('PASSWORD_INCORRECT');
    expect((await failure(change('abc12345', 'xyz98765', ''))).value).toEqual({
      fields: { confirmNewPassword: 'err_required' },
    });
    expect(await change('abc12345', 'xyz98765', 'xyz98765')).toEqual({ ok: true });
    const relog = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'changer1',
      password: 'xyz98765',
    });
    expect((await tp.client().call(contract.login, relog, { headers: encryptionHeaders })).userName).toBe(
      'changer1',
    );
    const noLogin = await tp.request('/wps/member/password', {
      method: 'POST',
      body: JSON.stringify({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    });
    expect([noLogin.status, ((await noLogin.json()) as { code: string }).code]).toEqual([
      401,
      'NOT_LOGGED_IN',
    ]);
  });

  it('resets the password by phone', async () => {
    tp.clock.now += 3_600_000;
    await tp.client().call(contract.sendVerificationCode, {
      mobileNo: '912345604',
      countryDialingCode: '+351',
      purpose: 'reset',
      ...(await captchaAnswer()),
    });
    const code = await smsCode('912345604');
    const reset = (
      verificationCode: string,
      newPassword = 'reset1234',
      confirm = newPassword,
      mobileNum = '912345604',
    ) =>
      tp
        .encrypt(contract.resetPassword, {
          mobileNum,
          countryDialingCode: '+351',
          verificationCode,
          newPassword,
          confirmNewPassword: confirm,
        })
        .then((b) => tp.client().call(contract.resetPassword, b, { headers: encryptionHeaders }));
    expect((await failure(reset(code, 'reset1234', 'reset9999'))).code).toBe('PASSWORD_MISMATCH');
    expect((await failure(reset(code, 'abc'))).code).toBe('VALIDATION_ERROR');
    expect((await failure(reset(code === '111111' ? '222222' : '111111'))).code).toBe(
      'VERIFICATION_CODE_INVALID',
    );
    expect(await reset(code)).toEqual({ ok: true });
    const body = await tp.encrypt(contract.login, {
      type: 'username',
      username: 'demo_contract',
      password: 'reset1234',
    });
    expect((await tp.client().call(contract.login, body, { headers: encryptionHeaders })).userName).toBe(
      'demo_contract',
    );
    // A number with no account gets a code like any other; the reset with it then says so.
    await tp.client().call(contract.sendVerificationCode, {
      mobileNo: '900000001',
      countryDialingCode: '+351',
      purpose: 'reset',
      ...(await captchaAnswer()),
    });
    const unknown = await failure(reset(await smsCode('900000001'), 'reset1234', 'reset1234', '900000001'));
    expect(unknown.code).toBe('USER_NOT_FOUND');
  });
});

describe('error catalogue', () => {
  it('gives every error code a status and a message key', () => {
    for (const [code, spec] of Object.entries(ERRORS)) {
      expect(spec.status, code).toBeGreaterThanOrEqual(400);
      expect(spec.message, code).toMatch(/^[a-z_0-9]+$/);
    }
  });
});
