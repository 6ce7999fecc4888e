// Password reset by phone (/m/forget): mobile number, SMS code (purpose reset, behind the human-
// verification step), new password and its confirmation; the body is encrypted. On success the
// change-saved toast shows and the visitor goes to login.
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessages } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import { storeMessages } from '../messages';
import { ToastDuration } from '../UiStore';
import { AccountSettings } from './AccountSettings';
import type { AccountsDeps } from './deps';
import { validateAll } from './FormField';
import { refused } from './formRequest';
import { accountMessages } from './messages';
import { MobileCode } from './MobileCode';
import { NewPasswordPair, newPasswordRule } from './NewPasswordPair';
import { findRule } from './rules';

export type ForgetResult = { ok: true } | { ok: false; focus: string | null };

export class ForgetForm {
  readonly settings: AccountSettings;
  /** The number, its dialing code and the reset code sent to it. */
  readonly mobile: MobileCode;
  readonly passwords: NewPasswordPair;
  submitting = false;
  done = false;
  error: unknown = null;

  constructor(private readonly deps: AccountsDeps) {
    const settings = new AccountSettings(deps.api);
    this.settings = settings;
    this.mobile = new MobileCode(deps, {
      purpose: 'reset',
      settings,
      rule: (field) => findRule(settings.loginRules, field === 'mobileNum' ? 'loginMobileNum' : field),
    });
    this.passwords = new NewPasswordPair({
      names: { password: 'newPassword', confirmation: 'confirmNewPassword' },
      rule: () => newPasswordRule(settings),
    });
    makeAutoObservable<ForgetForm, 'deps'>(this, {
      deps: false,
      settings: false,
      mobile: false,
      passwords: false,
    });
  }

  async load() {
    this.mobile.resume();
    await this.settings.load();
  }

  get fields() {
    return [this.mobile.mobileNum, this.mobile.verificationCode, ...this.passwords.fields];
  }

  async submit(): Promise<ForgetResult> {
    if (this.submitting) return { ok: false, focus: null };
    this.error = null;
    const invalid = validateAll(this.fields);
    if (invalid) return { ok: false, focus: invalid };
    this.submitting = true;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      const { mobile, passwords } = this;
      await this.deps.api.resetPassword({
        mobileNum: mobile.mobile,
        countryDialingCode: mobile.countryDialingCode,
        verificationCode: mobile.verificationCode.value.trim(),
        newPassword: passwords.password.value,
        confirmNewPassword: passwords.confirmation.value,
      });
      hide();
      runInAction(() => {
        this.submitting = false;
        this.done = true;
        passwords.reset();
        mobile.verificationCode.reset();
      });
      this.deps.ui.showToast(storeMessages.changeSaved, { kind: 'success', duration: ToastDuration.short });
      return { ok: true };
    } catch (e) {
      return refused(this, hide, (): ForgetResult => {
        if (isApiError(e)) {
          if (e.code === 'VERIFICATION_CODE_INVALID') {
            this.mobile.verificationCode.setError(errorMessages.verificationCode);
            return { ok: false, focus: 'verificationCode' };
          }
          if (e.code === 'INVALID_MOBILE' || e.code === 'USER_NOT_FOUND') {
            this.mobile.mobileNum.setError(
              e.code === 'INVALID_MOBILE' ? errorMessages.invalidMobile : errorMessages.userNotFound,
            );
            return { ok: false, focus: 'mobileNum' };
          }
          if (e.code === 'PASSWORD_MISMATCH') {
            this.passwords.confirmation.setError(accountMessages.confirmationCorrect);
            return { ok: false, focus: 'confirmNewPassword' };
          }
        }
        this.error = e;
        return { ok: false, focus: null };
      });
    }
  }

  dispose() {
    this.mobile.dispose();
  }
}
