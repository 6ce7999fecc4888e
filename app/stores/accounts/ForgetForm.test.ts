import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { ForgetForm } from './ForgetForm';
import { fakeApi, fakeDeps } from './testing';

async function ready(api = fakeApi()) {
  const t = fakeDeps({ api: api.api });
  const form = new ForgetForm(t.deps);
  await form.load();
  return { ...t, api, form };
}

/** Fills the form as a visitor would: number, SMS code and the new password pair. */
function fill(form: ForgetForm, code: string, password: string, confirmation = password) {
  form.mobile.mobileNum.set('912345678');
  form.mobile.verificationCode.set(code);
  form.passwords.password.set(password);
  form.passwords.confirmation.set(confirmation);
}

describe('ForgetForm (reset by phone)', () => {
  it('checks every field and focuses the first invalid one', async () => {
    const t = await ready();
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'mobileNum' });
    fill(t.form, '123456', 'abc12345', 'abc12399');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'confirmNewPassword' });
    expect(t.form.passwords.confirmation.error?.id).toBe('in_confirmation_correct');
    expect(t.api.count('resetPassword')).toBe(0);
  });

  it('resets with the SMS code, once, and shows change saved', async () => {
    const t = await ready();
    t.form.mobile.mobileNum.set('912345678');
    t.form.mobile.requestSmsCode();
    t.form.mobile.sms.answer.set('77');
    expect(await t.form.mobile.sms.confirm()).toBe(true);
    expect(t.api.calls.find((c) => c.name === 'sendVerificationCode')?.args[0]).toMatchObject({
      purpose: 'reset',
      mobileNo: '912345678',
    });
    fill(t.form, '123456', 'abc12345');
    const [a, b] = await Promise.all([t.form.submit(), t.form.submit()]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(t.api.calls.find((c) => c.name === 'resetPassword')?.args[0]).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+55',
      verificationCode: '123456',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(t.form.done).toBe(true);
    expect(t.ui.toasts.at(-1)).toMatchObject({ id: 'in_chang_saved', duration: 1000 });
  });

  it('reports a wrong SMS code on its field', async () => {
    const t = await ready(
      fakeApi({
        resetPassword: async () => {
          throw new ApiError('VERIFICATION_CODE_INVALID', 400, 'err_verification_code');
        },
      }),
    );
    fill(t.form, '000000', 'abc12345');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'verificationCode' });
    expect(t.form.mobile.verificationCode.error?.id).toBe('err_verification_code');
  });
});
