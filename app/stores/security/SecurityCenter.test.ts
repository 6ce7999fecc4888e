// The security center's store in Node with a fake platform: the level and the next step from the
// platform's list; each change announced only once the platform confirmed it and the list read
// again; refusals at their fields with everything typed kept; one request however often it is
// tapped; sign out other sessions and card removal behind a confirmation; no secret stored.
import { describe, expect, it, vi } from 'vitest';
import type { CallDef } from '@contract/define';
import { ApiError } from '../../api/errors';
import { loginHistoryFixture } from '../../testing/fixtures';
import { allStoredText, fakeDeps } from '../accounts/testing';
import { BankCardList } from '../wallet/BankCardList';
import type { WalletDeps } from '../wallet/deps';
import { fakeWalletDeps, testCard } from '../wallet/testing';
import { SecurityCenter, type SecurityOverview } from './SecurityCenter';

type Reply = unknown | ((input: Record<string, unknown>) => unknown);

/** A platform answering by path; an Error or ApiError reply is thrown. Records every call. */
function fakePlatform(replies: Record<string, Reply>) {
  const calls: { path: string; input: Record<string, unknown> }[] = [];
  const call = vi.fn(async (def: CallDef, input: Record<string, unknown>) => {
    calls.push({ path: def.path, input });
    const reply = replies[def.path];
    if (reply === undefined) throw new Error(`no reply for ${def.path}`);
    const value =
      typeof reply === 'function' ? (reply as (i: Record<string, unknown>) => unknown)(input) : reply;
    if (value instanceof Error) throw value;
    return value;
  });
  return {
    replies,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    api: { call: call as unknown as WalletDeps['api']['call'] },
  };
}

const overview = (unset: string[] = []): SecurityOverview => {
  const keys = ['loginPassword', 'paymentPassword', 'mobile', 'email', 'realName', 'bankCard'] as const;
  const items = keys.map((key) => ({ key, set: !unset.includes(key), display: '' }));
  return { score: Math.round((items.filter((i) => i.set).length / items.length) * 100), items };
};

const card = testCard;

function setup(unset: string[] = [], extra: Record<string, Reply> = {}) {
  const platform = fakePlatform({
    '/wps/member/security': overview(unset),
    '/wps/member/logins': { logins: loginHistoryFixture().logins.slice(0, 2) },
    '/wps/member/bankcards': [card],
    ...extra,
  });
  const { deps: accounts, ui, storages } = fakeDeps();
  const wallet = fakeWalletDeps(platform.api.call);
  const cards = new BankCardList(wallet);
  const store = new SecurityCenter({ api: platform.api, accounts, wallet, cards });
  return { store, platform, ui, storages, cards };
}

const refusal = (
  code: ConstructorParameters<typeof ApiError>[0],
  status: number,
  message: string,
  value?: unknown,
) => new ApiError(code, status, message, value);

describe('the overview', () => {
  it('reads the level and the next step from the platform’s list', async () => {
    const { store } = setup(['email', 'realName', 'bankCard']);
    await store.fetch();
    expect(store.overview?.score).toBe(50);
    expect([store.level, store.next]).toEqual(['medium', 'email']);
    expect(store.logins?.map((l) => l.current)).toEqual([true, false]);
    expect(store.cards.cards).toEqual([card]);
  });

  it('is low below half, high when everything is set, and keeps what it showed when a reload fails', async () => {
    const { store, platform } = setup(['paymentPassword', 'mobile', 'email', 'realName']);
    await store.fetch();
    expect([store.level, store.next]).toEqual(['low', 'paymentPassword']);
    platform.replies['/wps/member/security'] = overview();
    await store.fetchOverview();
    expect([store.level, store.next]).toEqual(['high', null]);
    platform.replies['/wps/member/security'] = new ApiError('NETWORK', 0, '');
    await store.fetchOverview();
    expect(store.load.state).toBe('ready');
    expect(store.level).toBe('high');
  });

  it('fails the screen when the first read fails', async () => {
    const { store, platform } = setup();
    platform.replies['/wps/member/security'] = refusal('INTERNAL_ERROR', 500, 'err_unknown');
    await store.fetch();
    expect(store.load.state).toBe('error');
  });
});

describe('the payment password', () => {
  it('sets a first one without an old one, then says so once the platform confirmed it', async () => {
    const { store, platform, ui } = setup(['paymentPassword'], {
      '/wps/member/paymentPassword': { ok: true },
    });
    await store.fetch();
    const form = store.paymentPassword;
    expect(form.changing).toBe(false);
    form.setPassword('2468');
    expect(await form.submit()).toBe(false);
    expect(form.passwordProblem).toBe('format');
    form.setPassword('246810');
    form.setConfirm('246810');
    platform.replies['/wps/member/security'] = overview();
    expect(await form.submit()).toBe(true);
    expect(platform.callsTo('/wps/member/paymentPassword')[0]!.input).toEqual({
      oldPassword: '',
      password: '246810',
      confirmPassword: '246810',
    });
    expect(ui.toasts.map((t) => t.id)).toContain('sec_payment_password_set');
    expect([form.password, form.confirm]).toEqual(['', '']);
    expect(store.isSet('paymentPassword')).toBe(true);
  });

  it('changes one only with the old one; a wrong old one is refused at its field and nothing typed is lost', async () => {
    const { store, platform, ui, storages } = setup([], {
      '/wps/member/paymentPassword': refusal('PAYMENT_PASSWORD_INVALID', 400, 'err_payment_password', {
        fields: { oldPassword: 'err_payment_password' },
      }),
    });
    await store.fetch();
    const form = store.paymentPassword;
    expect(form.changing).toBe(true);
    form.setPassword('246810');
    form.setConfirm('246810');
    expect(await form.submit()).toBe(false);
    expect(form.oldProblem).toBe('format');
    expect(platform.callsTo('/wps/member/paymentPassword')).toHaveLength(0);
    form.setOld('000000');
    expect(await form.submit()).toBe(false);
    expect(form.refusedField).toBe('oldPassword');
    expect([form.old, form.password, form.confirm]).toEqual(['000000', '246810', '246810']);
    expect(ui.toasts.map((t) => t.id)).not.toContain('sec_payment_password_set');
    // Never in storage; and forgotten when the form closes.
    expect(allStoredText(storages)).not.toMatch(/000000|246810/);
    form.clear();
    expect([form.old, form.password, form.confirm]).toEqual(['', '', '']);
  });

  it('sends once however often it is tapped', async () => {
    let release: (v: unknown) => void = () => undefined;
    const { store, platform } = setup(['paymentPassword'], {
      '/wps/member/paymentPassword': () => new Promise((r) => (release = r)),
    });
    await store.fetch();
    const form = store.paymentPassword;
    form.setPassword('135790');
    form.setConfirm('135790');
    const first = form.submit();
    const second = form.submit();
    release({ ok: true });
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(platform.callsTo('/wps/member/paymentPassword')).toHaveLength(1);
  });
});

describe('the mobile number', () => {
  it('binds a first one with its SMS code; the human check comes before the code is sent', async () => {
    const { store, platform, ui } = setup(['mobile'], { '/wps/member/mobile': { ok: true } });
    await store.fetch();
    const form = store.mobile;
    expect(form.binding.asksPassword).toBe(false);
    form.mobile.mobileNum.set('912345699');
    expect(form.mobile.requestSmsCode()).toBe(true);
    expect(form.mobile.sms.dialogOpen).toBe(true);
    form.mobile.verificationCode.set('123456');
    platform.replies['/wps/member/security'] = overview();
    expect(await form.submit()).toEqual({ ok: true });
    expect(platform.callsTo('/wps/member/mobile')[0]!.input).toEqual({
      mobileNum: '912345699',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    expect(ui.toasts.map((t) => t.id)).toContain('sec_mobile_bound');
    expect(form.mobile.mobileNum.value).toBe('');
    expect(store.isSet('mobile')).toBe(true);
  });

  it('changes a bound one only with the login password; a wrong code stays at its field with the rest typed', async () => {
    const { store, platform } = setup([], {
      '/wps/member/mobile': refusal('VERIFICATION_CODE_INVALID', 400, 'err_verification_code'),
    });
    await store.fetch();
    const form = store.mobile;
    expect(form.binding.asksPassword).toBe(true);
    form.mobile.mobileNum.set('912345699');
    form.mobile.verificationCode.set('111111');
    expect(await form.submit()).toEqual({ ok: false, focus: 'password' });
    expect(platform.callsTo('/wps/member/mobile')).toHaveLength(0);
    form.binding.password.set('demo1234');
    expect(await form.submit()).toEqual({ ok: false, focus: 'verificationCode' });
    expect(platform.callsTo('/wps/member/mobile')[0]!.input.password).toBe('demo1234');
    expect(form.mobile.verificationCode.error?.id).toBe('err_verification_code');
    expect([form.mobile.mobileNum.value, form.binding.password.value]).toEqual(['912345699', 'demo1234']);
    platform.replies['/wps/member/mobile'] = refusal('PASSWORD_INCORRECT', 400, 'err_invalid_credentials', {
      fields: { password: 'err_invalid_credentials' },
    });
    expect(await form.submit()).toEqual({ ok: false, focus: 'password' });
    expect(form.binding.password.error?.id).toBe('sec_password_wrong');
    platform.replies['/wps/member/mobile'] = refusal('CONFLICT', 409, 'err_mobile_exists', {
      fields: { mobileNum: 'err_mobile_exists' },
    });
    expect(await form.submit()).toEqual({ ok: false, focus: 'mobileNum' });
    expect(form.mobile.mobileNum.error?.id).toBe('err_mobile_exists');
    // A refusal no field owns shows on the form.
    platform.replies['/wps/member/mobile'] = refusal('RATE_LIMITED', 429, 'err_rate_limited', {
      retryAfter: 30,
    });
    expect(await form.submit()).toEqual({ ok: false, focus: null });
    expect(form.binding.error).toBeInstanceOf(ApiError);
    // Closing forgets the password, keeps the number.
    form.close();
    expect([form.mobile.mobileNum.value, form.binding.password.value]).toEqual(['912345699', '']);
  });
});

describe('the e-mail address', () => {
  it('checks the address before a code, sends it after the human check, and binds it', async () => {
    const { store, platform, ui } = setup(['email'], {
      '/wps/verification/email': { expirationTime: 0, canSendTime: 60 },
      '/wps/member/email': { ok: true },
    });
    await store.fetch();
    const form = store.email;
    form.email.set('maria@');
    expect(form.requestCode()).toBe(false);
    expect(form.email.error?.id).toBe('err_email_format');
    form.email.set(' maria@mail.example ');
    expect(form.requestCode()).toBe(true);
    form.sms.answer.set('4821');
    expect(await form.sms.confirm()).toBe(true);
    expect(platform.callsTo('/wps/verification/email')[0]!.input).toMatchObject({
      email: 'maria@mail.example',
      captcha: '4821',
    });
    expect(ui.toasts.map((t) => t.id)).toContain('sec_email_sent');
    expect(form.sms.cooldown.coolingDown).toBe(true);
    form.verificationCode.set('654321');
    expect(await form.submit()).toEqual({ ok: true });
    expect(platform.callsTo('/wps/member/email')[0]!.input).toEqual({
      email: 'maria@mail.example',
      verificationCode: '654321',
    });
    expect(ui.toasts.map((t) => t.id)).toContain('sec_email_bound');
  });

  it('puts another member’s address at the address field', async () => {
    const { store } = setup(['email'], {
      '/wps/member/email': refusal('CONFLICT', 409, 'err_email_exists', {
        fields: { email: 'err_email_exists' },
      }),
    });
    await store.fetch();
    store.email.email.set('demo.member@aurum.example');
    store.email.verificationCode.set('123456');
    expect(await store.email.submit()).toEqual({ ok: false, focus: 'email' });
    expect(store.email.email.error?.id).toBe('err_email_exists');
    expect(store.email.email.value).toBe('demo.member@aurum.example');
  });
});

describe('the real name', () => {
  it('checks it against the merchant’s rule and saves it once the platform confirmed it', async () => {
    const { store, platform, ui } = setup(['realName'], { '/wps/member/profile': { ok: true } });
    await store.fetch();
    store.realName.name.set('R2-D2');
    expect(await store.realName.submit()).toEqual({ ok: false, focus: 'realName' });
    store.realName.name.set('Maria Silva');
    expect(await store.realName.submit()).toEqual({ ok: true });
    expect(platform.callsTo('/wps/member/profile')[0]!.input).toEqual({ realName: 'Maria Silva' });
    expect(ui.toasts.map((t) => t.id)).toContain('sec_real_name_saved');
  });
});

describe('sessions and cards', () => {
  it('signs out other sessions only after the confirmation, then reads the sign-ins again', async () => {
    const { store, platform, ui } = setup([], { '/wps/session/others': { ended: 1 } });
    await store.fetch();
    ui.confirmAnswer = false;
    expect(await store.signOutOthers()).toBe(false);
    expect(platform.callsTo('/wps/session/others')).toHaveLength(0);
    ui.confirmAnswer = true;
    const reads = platform.callsTo('/wps/member/logins').length;
    const [a, b] = await Promise.all([store.signOutOthers(), store.signOutOthers()]);
    expect([a, b]).toEqual([true, false]);
    expect(platform.callsTo('/wps/session/others')).toHaveLength(1);
    expect(ui.prompts.at(-1)?.title).toBe('sec_sign_out_others_title');
    expect(ui.toasts.map((t) => t.id)).toContain('sec_signed_out_others');
    expect(platform.callsTo('/wps/member/logins').length).toBe(reads + 1);
  });

  it('keeps a refused sign-out for the screen', async () => {
    const { store } = setup([], { '/wps/session/others': new ApiError('NETWORK', 0, '') });
    await store.fetch();
    expect(await store.signOutOthers()).toBe(false);
    expect(store.signOutError).toBeInstanceOf(ApiError);
    expect(store.signingOut).toBe(false);
  });

  it('removes a card after a confirmation naming it, and reads the list again', async () => {
    const { store, platform, ui, cards } = setup([], { '/wps/member/bankcards/{id}': { ok: true } });
    await store.fetch();
    platform.replies['/wps/member/bankcards'] = [];
    platform.replies['/wps/member/security'] = overview(['bankCard']);
    expect(await store.removeCard(card)).toBe(true);
    expect(platform.callsTo('/wps/member/bankcards/{id}')[0]!.input).toEqual({ id: 7 });
    expect(cards.cards).toEqual([]);
    expect(ui.toasts.map((t) => t.id)).toContain('sec_card_removed');
    // The list's bank card item follows the change (read again by the store).
    await vi.waitFor(() => expect(store.isSet('bankCard')).toBe(false));
  });

  it('forgets everything at logout', async () => {
    const { store } = setup();
    await store.fetch();
    store.paymentPassword.setOld('123456');
    store.mobile.binding.password.set('demo1234');
    store.reset();
    expect([
      store.overview,
      store.logins,
      store.paymentPassword.old,
      store.mobile.binding.password.value,
    ]).toEqual([null, null, '', '']);
  });
});
