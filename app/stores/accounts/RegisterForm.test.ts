import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { RegisterForm, defaultTab } from './RegisterForm';
import { REMEMBERED_LOGIN_KEY } from './rememberedLogin';
import { allStoredText, fakeApi, fakeDeps, registerSettings, rule, siteSettings } from './testing';

async function ready(
  register = registerSettings(),
  options: { api?: Parameters<typeof fakeApi>[0]; search?: string; captcha?: boolean } = {},
) {
  const api = fakeApi({
    settings: async () => siteSettings({ register, captcha: options.captcha ?? false }),
    ...options.api,
  });
  const t = fakeDeps({ api: api.api, location: { search: options.search ?? '' } });
  const form = new RegisterForm(t.deps);
  await form.load();
  return { ...t, api, form };
}

function fillUsernameTab(form: RegisterForm) {
  form.fields.username.set('new_player');
  form.fields.mobileNum.set('912345678');
  form.fields.verificationCode.set('123456');
  form.fields.password.set('abc12345');
  form.fields.confirmPassword.set('abc12345');
}

describe('RegisterForm', () => {
  it('defaults to username unless mobile registration is on and username registration is not', () => {
    expect(defaultTab(['username', 'mobileNum'])).toBe('username');
    expect(defaultTab(['mobileNum'])).toBe('mobileNum');
    expect(defaultTab([])).toBe('username');
  });

  it('shows every field the merchant rules enable, in order', async () => {
    const { form } = await ready();
    expect(form.visible).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
    form.setTab('mobileNum');
    expect(form.visible).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
    ]);
    const mobileOnly = await ready(
      registerSettings({ methods: ['mobileNum'], mobilePassword: false, captcha: true }),
    );
    expect(mobileOnly.form.tab).toBe('mobileNum');
    expect(mobileOnly.form.visible).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('gives the exact confirmation messages of SPEC §5', async () => {
    const { form } = await ready();
    form.fields.password.set('abc12345');
    form.fields.confirmPassword.set('');
    expect(form.fields.confirmPassword.validate()).toBe(false);
    expect(form.fields.confirmPassword.error?.id).toBe('in_incorrect_password');
    form.fields.confirmPassword.set('abc12346');
    form.fields.confirmPassword.validate();
    expect(form.fields.confirmPassword.error?.id).toBe('in_confirmation_correct');
  });

  it('focuses the first invalid field, lets empty optional fields pass, sends nothing', async () => {
    const t = await ready();
    fillUsernameTab(t.form);
    t.form.fields.username.set('');
    t.form.fields.email.set('');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'username' });
    expect(t.form.fields.email.error).toBeNull();
    t.form.fields.username.set('new_player');
    t.form.fields.email.set('not-an-email');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'email' });
    expect(t.form.fields.email.error?.id).toBe('err_email_format');
    expect(t.api.count('register')).toBe(0);
  });

  it('disables sign-up while the agree box is off', async () => {
    const t = await ready(registerSettings({ agreeDefault: false }));
    fillUsernameTab(t.form);
    expect(t.form.agree).toBe(false);
    expect(t.form.canSubmit).toBe(false);
    expect(await t.form.submit()).toEqual({ ok: false, focus: null });
    t.form.setAgree(true);
    expect(await t.form.submit()).toEqual({ ok: true });
  });

  it('sends the SPEC §3 payload once, starts the session and keeps no password', async () => {
    const t = await ready();
    fillUsernameTab(t.form);
    t.form.fields.affiliateCode.set('AFF123');
    const [a, b] = await Promise.all([t.form.submit(), t.form.submit()]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(t.api.count('register')).toBe(1);
    const payload = t.api.calls.find((c) => c.name === 'register')?.args[0] as Record<string, unknown>;
    expect(payload).toMatchObject({
      registerMethod: 'H5',
      registerType: 'username',
      registerUrl: 'm.aurum.example',
      domain: 'm.aurum.example',
      countryDialingCode: '+55',
      username: 'new_player',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '912345678',
      verificationCode: '', // the SMS code belongs to the mobile tab
      affiliateCode: 'AFF123',
      nickname: '',
      payeeName: '',
      zalo: '',
      captcha: '',
      type: 0,
    });
    expect(t.api.calls.find((c) => c.name === 'affiliateValid')?.args).toEqual(['AFF123', 'm.aurum.example']);
    expect(t.started[0]?.info.userName).toBe('new_player');
    expect(JSON.parse(t.storages.local.getItem(REMEMBERED_LOGIN_KEY)!).entries.username.username).toBe(
      'new_player',
    );
    expect(allStoredText(t.storages)).not.toContain('abc12345');
  });

  it('takes the affiliate code from the link and reports a refused one (and refocuses)', async () => {
    const t = await ready(registerSettings(), {
      search: '?code=LINK42',
      api: { affiliateValid: async () => false },
    });
    expect(t.form.fields.affiliateCode.value).toBe('LINK42');
    fillUsernameTab(t.form);
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'affiliateCode' });
    expect(t.form.fields.affiliateCode.error?.id).toBe('acc_referrer_link_error');
    t.form.fields.affiliateCode.set('TYPED1');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'affiliateCode' });
    expect(t.form.fields.affiliateCode.error?.id).toBe('invitation_code_error');
    expect(t.api.count('register')).toBe(0);
  });

  it('requires the affiliate code where the merchant does', async () => {
    const t = await ready(registerSettings({ affiliateRequired: true }));
    fillUsernameTab(t.form);
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'affiliateCode' });
    expect(t.form.fields.affiliateCode.error?.id).toBe('invitation_code_error');
  });

  it('asks for the captcha when the merchant has it on and sends its id', async () => {
    const t = await ready(registerSettings({ captcha: true }));
    await vi.waitFor(() => expect(t.form.captcha.state).toBe('ready'));
    fillUsernameTab(t.form);
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'captcha' });
    expect(t.form.fields.captcha.error?.id).toBe('in_vwrite_code');
    t.form.fields.captcha.set('1234');
    expect(await t.form.submit()).toEqual({ ok: true });
    const payload = t.api.calls.find((c) => c.name === 'register')?.args[0] as Record<string, string>;
    expect(payload.captcha).toBe('1234');
    expect(payload.captchaId).not.toBe('');
  });

  it('maps platform refusals to their fields', async () => {
    let error: ApiError = new ApiError('USERNAME_EXISTS', 409, 'err_username_exists');
    const t = await ready(registerSettings(), {
      api: {
        register: async () => {
          throw error;
        },
      },
    });
    fillUsernameTab(t.form);
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'username' });
    expect(t.form.fields.username.error?.id).toBe('err_username_exists');
    error = new ApiError('VALIDATION_ERROR', 400, 'err_invalid_format', {
      fields: { mobileNum: 'err_invalid_mobile' },
    });
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'mobileNum' });
    expect(t.form.fields.mobileNum.error?.id).toBe('err_invalid_mobile');
    error = new ApiError('INVALID_INVITATION_CODE', 400, 'invitation_code_error');
    t.form.fields.affiliateCode.set('ZZZZ9');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'affiliateCode' });
    expect(t.form.fields.affiliateCode.error?.id).toBe('invitation_code_error');
    error = new ApiError('CONFLICT', 409, 'err_mobile_exists', {
      fields: { mobileNum: 'err_mobile_exists' },
    });
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'mobileNum' });
    expect(t.form.fields.mobileNum.error?.defaultMessage).toBe('Este número de telemóvel já está registado.');
    error = new ApiError('NETWORK', 0, '');
    expect(await t.form.submit()).toEqual({ ok: false, focus: null });
    expect(t.form.error).toBe(error);
    expect(t.form.fields.username.value).toBe('new_player'); // nothing typed is lost
  });

  it('checks the username on the server after the field is left', async () => {
    const t = await ready(registerSettings(), { api: { usernameExists: async () => true } });
    t.form.fields.username.set('demo_member');
    await t.form.checkUsername();
    expect(t.form.fields.username.error?.id).toBe('err_username_exists');
  });

  it('validates the mobile number before asking for the registration SMS', async () => {
    const t = await ready(
      registerSettings({
        fields: [
          rule('mobileNum', { required: true, pattern: '^\\d{8,15}$', message: 'err_invalid_mobile' }),
        ],
      }),
    );
    t.form.fields.mobileNum.set('123');
    expect(t.form.mobile.requestSmsCode()).toBe(false);
    expect(t.form.fields.mobileNum.error?.id).toBe('err_invalid_mobile');
    t.form.fields.mobileNum.set('912345678');
    expect(t.form.mobile.requestSmsCode()).toBe(true);
    t.form.setTab('mobileNum');
    expect(t.form.visible).toContain('verificationCode');
    t.form.mobile.sms.answer.set('55');
    await t.form.mobile.sms.confirm();
    expect(t.api.calls.find((c) => c.name === 'sendVerificationCode')?.args[0]).toMatchObject({
      mobileNo: '912345678',
      purpose: 'register',
      captcha: '55',
    });
  });
});
