// Change password (/m/changePsw), to the letter of SPEC §2, §4 and §5:
// - the username, read-only, when a session exists;
// - the old password only when there is no "stored password". The app never stores a password
//   (project rule), so the product's stored session password does not exist here. What remains of
//   the rule: an account that has no login password at all (registered by mobile without one, or
//   only ever signed in by SMS code) has nothing to confirm, so the field is hidden and '' is sent;
//   every other account types its old password. The security centre says which (loginPassword.set).
// - new password; confirmation required ('Enter password'); new equal to old, or confirmation
//   different from new, opens the 'Confirmation' dialog with the product's two messages;
// - submit: loading, 'Change saved' for 1 s, then /m/home after 1 s; on failure the loading hides.
//   The product's "remembered password updated" becomes: the new password is offered to the
//   browser's password manager.
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import { Loader, type LoadState } from '../load';
import { storeMessages } from '../messages';
import { ToastDuration } from '../UiStore';
import { AccountSettings } from './AccountSettings';
import { offerToPasswordManager } from './credentials';
import type { AccountsDeps } from './deps';
import { FormField, validateAll } from './FormField';
import { refused } from './formRequest';
import { accountMessages } from './messages';
import { NewPasswordPair, newPasswordRule } from './NewPasswordPair';
import { asRequired, checkRule, findRule } from './rules';
import { pathTo } from '../../routes/routeTable';

/** SPEC §9: redirect 1000 ms after the change. */
export const REDIRECT_AFTER_CHANGE_MS = 1000;

export type ChangeResult = { ok: true } | { ok: false; focus: string | null };

export class ChangePasswordForm {
  readonly settings: AccountSettings;
  /** Whether the account has a login password (the old password is asked). */
  hasPassword = true;
  private readonly loader = new Loader();
  submitting = false;
  error: unknown = null;
  readonly oldPassword: FormField;
  /** The new password and its confirmation (only required here: the match is checked on submit). */
  readonly passwords: NewPasswordPair;
  private redirectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: AccountsDeps) {
    const settings = new AccountSettings(deps.api);
    this.settings = settings;
    this.oldPassword = new FormField('oldPassword', (v) =>
      checkRule(asRequired(findRule(settings.loginRules, 'loginPassword'), 'oldPassword'), v),
    );
    this.passwords = new NewPasswordPair({
      names: { password: 'newPassword', confirmation: 'confirmNewPassword' },
      rule: () => newPasswordRule(settings),
      confirmation: 'filled',
    });
    makeAutoObservable<ChangePasswordForm, 'deps' | 'redirectTimer' | 'loader'>(this, {
      deps: false,
      loader: false,
      settings: false,
      oldPassword: false,
      passwords: false,
      redirectTimer: false,
    });
  }

  get userName() {
    return this.deps.session.info?.userName ?? '';
  }
  get loggedIn() {
    return this.deps.session.info !== null;
  }
  get isTrial() {
    return this.deps.session.isTrial;
  }
  /** SPEC §2: the old password only when there is no stored password (see the header). */
  get oldPasswordShown() {
    return this.hasPassword;
  }

  /** The screen loads as it opens, so not asked yet reads as loading. */
  get state(): LoadState {
    if (!this.loggedIn || this.isTrial) return 'ready';
    return this.loader.state === 'idle' ? 'loading' : this.loader.state;
  }

  get loadError(): unknown {
    return this.loader.error;
  }

  async load() {
    if (!this.loggedIn || this.isTrial) return;
    await this.loader.run(
      async () => (await Promise.all([this.deps.api.hasLoginPassword(), this.settings.load()]))[0],
      (hasPassword) => {
        this.hasPassword = hasPassword;
      },
    );
  }

  get fields() {
    return this.oldPasswordShown ? [this.oldPassword, ...this.passwords.fields] : this.passwords.fields;
  }

  async submit(): Promise<ChangeResult> {
    if (this.submitting) return { ok: false, focus: null };
    this.error = null;
    const invalid = validateAll(this.fields);
    if (invalid) return { ok: false, focus: invalid };
    const oldPassword = this.oldPasswordShown ? this.oldPassword.value : '';
    const { password, confirmation } = this.passwords;
    // SPEC §5: both checks answer in the 'Confirmation' dialog.
    if (this.oldPasswordShown && password.value === oldPassword) {
      await this.alert(accountMessages.newPasswordSame);
      return { ok: false, focus: 'newPassword' };
    }
    if (!this.passwords.matches) {
      await this.alert(accountMessages.confirmationNotMatched);
      return { ok: false, focus: 'confirmNewPassword' };
    }
    this.submitting = true;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    const newPassword = password.value;
    try {
      await this.deps.api.changePassword({
        oldPassword,
        newPassword,
        confirmNewPassword: confirmation.value,
      });
      hide();
      this.deps.ui.showToast(storeMessages.changeSaved, { kind: 'success', duration: ToastDuration.short });
      void offerToPasswordManager(this.userName, newPassword);
      runInAction(() => {
        for (const f of this.fields) f.reset();
        this.hasPassword = true;
      });
      this.redirectTimer = setTimeout(() => {
        runInAction(() => {
          this.submitting = false;
        });
        this.deps.navigate(pathTo('home'));
      }, REDIRECT_AFTER_CHANGE_MS);
      return { ok: true };
    } catch (e) {
      return refused(this, hide, (): ChangeResult => {
        if (isApiError(e) && e.code === 'PASSWORD_INCORRECT' && this.oldPasswordShown) {
          this.oldPassword.setError(errorMessages.invalidCredentials);
          return { ok: false, focus: 'oldPassword' };
        }
        if (isApiError(e) && e.code === 'PASSWORD_SAME') {
          void this.alert(accountMessages.newPasswordSame);
          return { ok: false, focus: 'newPassword' };
        }
        if (isApiError(e) && e.code === 'PASSWORD_MISMATCH') {
          void this.alert(accountMessages.confirmationNotMatched);
          return { ok: false, focus: 'confirmNewPassword' };
        }
        this.error = e;
        return { ok: false, focus: null };
      });
    }
  }

  private async alert(message: MessageDescriptor) {
    await this.deps.ui.confirm({
      title: accountMessages.confirmationTitle,
      message,
      confirmLabel: storeMessages.ok,
    });
  }

  dispose() {
    clearTimeout(this.redirectTimer);
  }
}
