import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { ChangePasswordForm, REDIRECT_AFTER_CHANGE_MS } from './ChangePasswordForm';
import { fakeApi, fakeDeps } from './testing';

const member = { token: 't', merchantCode: 'aurum', userName: 'demo_member', type: 0, firstTimeLogin: false };

async function ready(api = fakeApi(), session: typeof member | null = member) {
  const t = fakeDeps({ api: api.api, session });
  const form = new ChangePasswordForm(t.deps);
  await form.load();
  return { ...t, api, form };
}

afterEach(() => vi.useRealTimers());

/** Types the old password (where asked) and the new pair. */
function fill(form: ChangePasswordForm, old: string | null, password: string, confirmation = password) {
  if (old !== null) form.oldPassword.set(old);
  form.passwords.password.set(password);
  form.passwords.confirmation.set(confirmation);
}

describe('ChangePasswordForm (SPEC §2, §4, §5)', () => {
  it('shows the username read-only and the old password when the account has one', async () => {
    const { form } = await ready();
    expect(form.userName).toBe('demo_member');
    expect(form.oldPasswordShown).toBe(true);
    const noPassword = await ready(fakeApi({ hasLoginPassword: async () => false }));
    expect(noPassword.form.oldPasswordShown).toBe(false);
  });

  it("requires the confirmation ('Enter password')", async () => {
    const { form } = await ready();
    form.oldPassword.set('demo1234');
    form.passwords.password.set('newpass99');
    expect(await form.submit()).toEqual({ ok: false, focus: 'confirmNewPassword' });
    expect(form.passwords.confirmation.error?.id).toBe('acc_enter_password');
  });

  it("answers in the 'Confirmation' dialog when new equals old or the confirmation differs", async () => {
    const t = await ready();
    fill(t.form, 'demo1234', 'demo1234');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'newPassword' });
    expect(t.ui.prompts.at(-1)).toEqual({
      title: 'acc_confirmation_title',
      message: 'acc_new_password_same',
    });
    fill(t.form, null, 'newpass99', 'newpass98');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'confirmNewPassword' });
    expect(t.ui.prompts.at(-1)).toEqual({
      title: 'acc_confirmation_title',
      message: 'acc_confirmation_not_matched',
    });
    expect(t.api.count('changePassword')).toBe(0);
  });

  it("saves: loading, 'Change saved' for 1 s, home after 1 s; one request however often tapped", async () => {
    vi.useFakeTimers();
    const t = await ready();
    fill(t.form, 'demo1234', 'newpass99');
    const [a, b] = await Promise.all([t.form.submit(), t.form.submit()]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(t.api.calls.find((c) => c.name === 'changePassword')?.args[0]).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(t.ui.toasts.map((x) => [x.id, x.duration])).toEqual([
      ['in_please_wait', undefined],
      ['in_chang_saved', 1000],
    ]);
    expect(t.ui.loadingOpen).toBe(0);
    expect(t.navigations).toEqual([]);
    vi.advanceTimersByTime(REDIRECT_AFTER_CHANGE_MS);
    expect(t.navigations).toEqual(['/m/home']);
  });

  it('sends an empty old password for an account without one', async () => {
    const t = await ready(fakeApi({ hasLoginPassword: async () => false }));
    fill(t.form, null, 'newpass99');
    expect((await t.form.submit()).ok).toBe(true);
    expect(
      (t.api.calls.find((c) => c.name === 'changePassword')?.args[0] as { oldPassword: string }).oldPassword,
    ).toBe('');
    t.form.dispose();
  });

  it('on failure the loading hides and a wrong old password is reported on its field', async () => {
    const t = await ready(
      fakeApi({
        changePassword: async () => {
          throw new ApiError('PASSWORD_INCORRECT', 400, 'err_invalid_credentials');
        },
      }),
    );
    fill(t.form, 'wrong999', 'newpass99');
    expect(await t.form.submit()).toEqual({ ok: false, focus: 'oldPassword' });
    expect(t.form.oldPassword.error?.id).toBe('err_invalid_credentials');
    expect(t.ui.loadingOpen).toBe(0);
    expect(t.form.passwords.password.value).toBe('newpass99');
  });

  it('does not load member data for guests or trial members', async () => {
    const api = fakeApi();
    const guest = await ready(api, null);
    expect(guest.form.loggedIn).toBe(false);
    const trial = await ready(api, { ...member, type: 4 });
    expect(trial.form.isTrial).toBe(true);
    expect(api.count('hasLoginPassword')).toBe(0);
  });
});
