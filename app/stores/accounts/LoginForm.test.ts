import { reaction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { StorageKeys } from '../storage';
import { LoginForm, REVALIDATE_DELAY_MS } from './LoginForm';
import { REMEMBERED_LOGIN_KEY } from './rememberedLogin';
import { allStoredText, fakeApi, fakeDeps, siteSettings } from './testing';

async function ready(options: Parameters<typeof fakeDeps>[0] = {}) {
  const t = fakeDeps(options);
  const form = new LoginForm(t.deps);
  await form.load();
  return { ...t, form };
}

afterEach(() => vi.useRealTimers());

describe('LoginForm', () => {
  it('offers the SMS tab only with the merchant SMS-login setting', async () => {
    const on = await ready();
    expect(on.form.methods).toEqual(['username', 'sms']);
    const off = await ready({
      api: fakeApi({ settings: async () => siteSettings({ smsLogin: false }) }).api,
    });
    expect(off.form.methods).toEqual(['username']);
    off.form.setMethod('sms');
    expect(off.form.method).toBe('username');
  });

  it('starts with the settings the app already has, and opening the form then changes nothing', async () => {
    const settings = siteSettings({ smsLogin: false, captcha: true });
    const { deps } = fakeDeps({
      api: fakeApi({ settings: async () => settings, answeredSettings: () => settings }).api,
    });
    const form = new LoginForm(deps);
    // Ready before any load: the first render shows the merchant's tabs and captcha.
    expect(form.settings.state).toBe('ready');
    expect(form.methods).toEqual(['username']);
    expect(form.captchaShown).toBe(true);
    const seen: unknown[] = [];
    const stop = reaction(
      () => [form.settings.state, form.settings.value, form.methods, form.captchaShown] as const,
      (next) => seen.push(next),
    );
    await form.load();
    stop();
    expect(seen).toEqual([]);
  });

  it('checks the login rules, focuses the first invalid field and sends nothing', async () => {
    const api = fakeApi();
    const { form } = await ready({ api: api.api });
    const result = await form.submit();
    expect(result).toEqual({ ok: false, focus: 'username' });
    expect(form.username.error?.id).toBe('err_account_format');
    expect(form.password.error?.id).toBe('err_password_format');
    expect(api.count('login')).toBe(0);
  });

  it('logs in by username, starts the session, remembers method + username only', async () => {
    const api = fakeApi();
    const t = await ready({ api: api.api });
    t.form.username.set('demo_member');
    t.form.password.set('demo1234');
    const [a, b] = await Promise.all([t.form.submit(), t.form.submit()]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: false, focus: null });
    expect(api.count('login')).toBe(1); // a double tap sends once
    expect(api.calls[1]?.args[0]).toEqual({
      type: 'username',
      username: 'demo_member',
      password: 'demo1234',
    });
    expect(t.started[0]?.info).toMatchObject({
      token: 'tok-1',
      userName: 'demo_member',
      type: 0,
      merchantCode: 'aurum',
    });
    // The account is remembered; the session stays in this tab unless the player asks to stay signed in.
    expect(t.started[0]?.stay).toBe(false);
    expect(JSON.parse(t.storages.local.getItem(REMEMBERED_LOGIN_KEY)!)).toEqual({
      last: 'username',
      entries: { username: { type: 'username', username: 'demo_member', countryDialingCode: '+55' } },
    });
    expect(t.storages.local.getItem(StorageKeys.autoLogin)).toBe('0');
    expect(allStoredText(t.storages)).not.toContain('demo1234');
    expect(t.ui.loadingOpen).toBe(0);
  });

  it('keeps the session across browser restarts only when the player asks to stay signed in', async () => {
    const t = await ready({ api: fakeApi().api });
    expect(t.form.staySignedIn).toBe(false);
    t.form.setStaySignedIn(true);
    t.form.setRemember(false);
    t.form.username.set('demo_member');
    t.form.password.set('demo1234');
    expect(await t.form.submit()).toEqual({ ok: true });
    expect(t.started[0]?.stay).toBe(true);
    expect(t.storages.local.getItem(StorageKeys.autoLogin)).toBe('1');
    // Not remembering the account is a separate choice: nothing of it is kept.
    expect(t.storages.local.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });

  it('shows the captcha only after a failure flagged with captcha, then sends it with its id', async () => {
    let fail = true;
    const api = fakeApi({
      login: async () => {
        if (fail)
          throw new ApiError('INVALID_CREDENTIALS', 400, 'err_invalid_credentials', { captcha: true });
        return { token: 't', userName: 'demo_member', type: 0, firstTimeLogin: false, expiresAt: 1 };
      },
    });
    const { form } = await ready({ api: api.api });
    form.username.set('demo_member');
    form.password.set('wrong-pass');
    expect(form.captchaShown).toBe(false);
    await form.submit();
    expect(form.captchaShown).toBe(true);
    expect(form.error).toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(form.captcha.state).toBe('ready'));
    // The captcha is now required, digits only, up to 6.
    expect((await form.submit()).ok).toBe(false);
    expect(form.captchaAnswer.error?.id).toBe('in_vwrite_code');
    form.captchaAnswer.set('4821');
    await vi.waitFor(() => expect(form.captcha.state).toBe('ready'));
    const captchaId = form.captcha.captchaId;
    expect(captchaId).not.toBe('');
    fail = false;
    expect(await form.submit()).toEqual({ ok: true });
    const sent = api.calls.filter((c) => c.name === 'login').at(-1)?.args[0] as Record<string, string>;
    expect(sent.captcha).toBe('4821');
    expect(sent.captchaId).toBe(captchaId);
    expect(form.captchaShown).toBe(false);
  });

  it('asks for the captcha from the start where the merchant has the captcha setting on', async () => {
    const { form } = await ready({
      api: fakeApi({ settings: async () => siteSettings({ captcha: true }) }).api,
    });
    expect(form.captchaShown).toBe(true);
    await vi.waitFor(() => expect(form.captcha.state).toBe('ready'));
    form.username.set('demo_member');
    form.password.set('demo1234');
    expect(await form.submit()).toEqual({ ok: false, focus: 'captcha' });
  });

  it('a failure without the flag shows the message but no captcha', async () => {
    const api = fakeApi({
      login: async () => {
        throw new ApiError('INVALID_CREDENTIALS', 400, 'err_invalid_credentials');
      },
    });
    const { form } = await ready({ api: api.api });
    form.username.set('demo_member');
    form.password.set('wrong-pass');
    await form.submit();
    expect(form.captchaShown).toBe(false);
    expect((form.error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect(form.username.value).toBe('demo_member'); // nothing typed is lost
    expect(form.password.value).toBe('wrong-pass');
  });

  it('re-applies the remembered login when the method is toggled and refreshes a shown captcha', async () => {
    const t = fakeDeps();
    t.storages.local.setItem(
      REMEMBERED_LOGIN_KEY,
      JSON.stringify({
        last: 'sms',
        entries: {
          username: { type: 'username', username: 'demo_member', countryDialingCode: '' },
          sms: { type: 'sms', username: '11987654321', countryDialingCode: '+351' },
        },
      }),
    );
    const form = new LoginForm(t.deps);
    await form.load();
    expect(form.method).toBe('sms');
    expect(form.mobile.mobileNum.value).toBe('11987654321');
    expect(form.mobile.countryDialingCode).toBe('+351');
    form.setMethod('username');
    expect(form.username.value).toBe('demo_member');
    form.captchaShown = true;
    const refresh = vi.spyOn(form.captcha, 'refresh');
    form.setMethod('sms');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('re-validates filled fields 200 ms after a language change', async () => {
    vi.useFakeTimers();
    const { form } = await ready();
    form.username.set('x');
    form.scheduleRevalidation();
    vi.advanceTimersByTime(REVALIDATE_DELAY_MS - 1);
    expect(form.username.error).toBeNull();
    vi.advanceTimersByTime(1);
    expect(form.username.error?.id).toBe('err_account_format');
    expect(form.password.error).toBeNull(); // empty fields are left alone
  });

  it('requests an SMS code only for a valid number and after the human-verification step', async () => {
    const api = fakeApi();
    const t = await ready({ api: api.api });
    t.form.setMethod('sms');
    t.form.mobile.mobileNum.set('12');
    expect(t.form.mobile.requestSmsCode()).toBe(false);
    expect(t.form.mobile.mobileNum.error?.id).toBe('err_invalid_mobile');
    t.form.mobile.mobileNum.set('11987654321');
    expect(t.form.mobile.requestSmsCode()).toBe(true);
    expect(t.form.mobile.sms.dialogOpen).toBe(true);
    expect(api.count('smsLoginCode')).toBe(0);
    expect(await t.form.mobile.sms.confirm()).toBe(false); // no answer yet
    t.form.mobile.sms.answer.set('1234');
    await vi.waitFor(() => expect(t.form.mobile.sms.captcha.state).toBe('ready'));
    const [first, second] = await Promise.all([t.form.mobile.sms.confirm(), t.form.mobile.sms.confirm()]);
    expect([first, second]).toEqual([true, false]);
    expect(api.count('smsLoginCode')).toBe(1);
    expect(api.calls.find((c) => c.name === 'smsLoginCode')?.args[0]).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      captcha: '1234',
    });
    expect(t.form.mobile.sms.cooldown.secondsLeft).toBe(60);
    expect(t.ui.toasts.map((x) => x.id)).toEqual(['acc_sms_sending', 'in_sms_send']);
    expect(t.ui.toasts[1]?.duration).toBe(1500);
  });

  it('logs in by SMS code and remembers the number', async () => {
    const api = fakeApi();
    const t = await ready({ api: api.api });
    t.form.setMethod('sms');
    t.form.mobile.mobileNum.set('11987654321');
    t.form.mobile.verificationCode.set('123456');
    expect(await t.form.submit()).toEqual({ ok: true });
    expect(api.calls.find((c) => c.name === 'login')?.args[0]).toEqual({
      type: 'sms',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    expect(JSON.parse(t.storages.local.getItem(REMEMBERED_LOGIN_KEY)!).last).toBe('sms');
  });

  it('a rate-limited SMS request extends the cooldown by retryAfter', async () => {
    const api = fakeApi({
      smsLoginCode: async () => {
        throw new ApiError('RATE_LIMITED', 429, 'err_rate_limited', { retryAfter: 45 });
      },
    });
    const t = await ready({ api: api.api });
    t.form.setMethod('sms');
    t.form.mobile.mobileNum.set('11987654321');
    t.form.mobile.requestSmsCode();
    t.form.mobile.sms.answer.set('1234');
    expect(await t.form.mobile.sms.confirm()).toBe(false);
    expect(t.form.mobile.sms.cooldown.secondsLeft).toBe(45);
    expect((t.form.mobile.sms.error as ApiError).code).toBe('RATE_LIMITED');
    expect(t.ui.loadingOpen).toBe(0);
  });

  it('trial play creates a trial account and keeps its name as trialName', async () => {
    const t = await ready();
    expect(await t.form.playTrial()).toBe(true);
    expect(t.started[0]?.info).toMatchObject({ userName: 'guest_8812', type: 4, token: 'trial-tok' });
    expect(t.storages.session.getItem(StorageKeys.trialName)).toBe('guest_8812');
  });

  it('social login: sends the provider token as a firebase login and starts the session', async () => {
    const api = fakeApi();
    const t = await ready({ api: api.api });
    expect(await t.form.loginWithIdToken('id-token')).toEqual({ ok: true });
    expect(api.calls.find((c) => c.name === 'login')?.args[0]).toEqual({
      type: 'firebase',
      firebaseIdToken: 'id-token',
    });
    expect(t.started[0]?.info).toMatchObject({ token: 'tok-1', merchantCode: 'aurum' });
    expect(t.form.socialError).toBeNull();
    expect(await t.form.loginWithIdToken('')).toEqual({ ok: false, focus: null });
  });

  it('social login: a refused token is a social failure, not a form error', async () => {
    const api = fakeApi({
      login: async () => {
        throw new ApiError('INVALID_CREDENTIALS', 400, 'err_invalid_credentials');
      },
    });
    const t = await ready({ api: api.api });
    expect(await t.form.loginWithIdToken('expired')).toEqual({ ok: false, focus: null });
    expect(t.form.socialRefused).toBe(true);
    expect(t.form.error).toBeNull();
    expect(t.started).toHaveLength(0);
    expect(t.form.submitting).toBe(false);
    // A username login clears it.
    await t.form.submit();
    expect(t.form.socialError).toBeNull();
  });
});
