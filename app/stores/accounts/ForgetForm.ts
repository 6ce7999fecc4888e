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
import { FormField, validateAll } from './FormField';
import { accountMessages } from './messages';
import { checkConfirmation, checkMobile, checkRule, checkSmsCode, findRule, normalise } from './rules';
import { SmsCodeFlow } from './SmsCodeFlow';

export type ForgetResult = { ok: true } | { ok: false; focus: string | null };

export class ForgetForm {
  readonly settings: AccountSettings;
  readonly sms: SmsCodeFlow;
  countryDialingCode = '';
  submitting = false;
  done = false;
  error: unknown = null;
  readonly mobileNum: FormField;
  readonly verificationCode: FormField;
  readonly newPassword: FormField;
  readonly confirmNewPassword: FormField;

  constructor(private readonly deps: AccountsDeps) {
    this.settings = new AccountSettings(deps.api);
    this.sms = new SmsCodeFlow('reset', deps.storages.local, () => deps.api.captcha(), deps.ui, deps.clock);
    const rule = (name: string) => findRule(this.settings.loginRules, name);
    this.mobileNum = new FormField('mobileNum', (v) => checkMobile(v, rule('loginMobileNum')));
    this.verificationCode = new FormField(
      'verificationCode',
      (v) => checkSmsCode(v) ?? checkRule(rule('verificationCode'), v),
    );
    this.newPassword = new FormField('newPassword', (v) => this.checkPassword(v));
    this.confirmNewPassword = new FormField('confirmNewPassword', (v) =>
      checkConfirmation(this.newPassword.value, v, this.checkPassword(this.newPassword.value) === null),
    );
    makeAutoObservable<ForgetForm, 'deps'>(this, {
      deps: false,
      settings: false,
      sms: false,
      mobileNum: false,
      verificationCode: false,
      newPassword: false,
      confirmNewPassword: false,
    });
  }

  /** New passwords follow the merchant's registration password rule (else the login one). */
  private checkPassword(value: string) {
    const r =
      findRule(this.settings.registerRules, 'password') ??
      findRule(this.settings.loginRules, 'loginPassword');
    return checkRule(
      r
        ? { ...r, name: 'password', enabled: true, required: true }
        : { name: 'password', enabled: true, required: true, pattern: '', message: '', maxLength: 64 },
      value,
    );
  }

  async load() {
    this.sms.cooldown.resume();
    await this.settings.load();
    runInAction(() => {
      if (!this.countryDialingCode) this.countryDialingCode = this.settings.countryDialingCode;
    });
  }

  setDialingCode(code: string) {
    this.countryDialingCode = code;
  }

  get fields() {
    return [this.mobileNum, this.verificationCode, this.newPassword, this.confirmNewPassword];
  }

  requestSmsCode(): boolean {
    if (!this.mobileNum.validate()) return false;
    const mobileNo = normalise('mobileNum', this.mobileNum.value);
    const countryDialingCode = this.countryDialingCode;
    this.sms.open((v) =>
      this.deps.api.sendVerificationCode({ mobileNo, countryDialingCode, purpose: 'reset', ...v }),
    );
    return true;
  }

  async submit(): Promise<ForgetResult> {
    if (this.submitting) return { ok: false, focus: null };
    this.error = null;
    const invalid = validateAll(this.fields);
    if (invalid) return { ok: false, focus: invalid };
    this.submitting = true;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      await this.deps.api.resetPassword({
        mobileNum: normalise('mobileNum', this.mobileNum.value),
        countryDialingCode: this.countryDialingCode,
        verificationCode: this.verificationCode.value.trim(),
        newPassword: this.newPassword.value,
        confirmNewPassword: this.confirmNewPassword.value,
      });
      hide();
      runInAction(() => {
        this.submitting = false;
        this.done = true;
        this.newPassword.reset();
        this.confirmNewPassword.reset();
        this.verificationCode.reset();
      });
      this.deps.ui.showToast(storeMessages.changeSaved, { kind: 'success', duration: ToastDuration.short });
      return { ok: true };
    } catch (e) {
      hide();
      return runInAction((): ForgetResult => {
        this.submitting = false;
        if (isApiError(e)) {
          if (e.code === 'VERIFICATION_CODE_INVALID') {
            this.verificationCode.setError(errorMessages.verificationCode);
            return { ok: false, focus: 'verificationCode' };
          }
          if (e.code === 'INVALID_MOBILE' || e.code === 'USER_NOT_FOUND') {
            this.mobileNum.setError(
              e.code === 'INVALID_MOBILE' ? errorMessages.invalidMobile : errorMessages.userNotFound,
            );
            return { ok: false, focus: 'mobileNum' };
          }
          if (e.code === 'PASSWORD_MISMATCH') {
            this.confirmNewPassword.setError(accountMessages.confirmationCorrect);
            return { ok: false, focus: 'confirmNewPassword' };
          }
        }
        this.error = e;
        return { ok: false, focus: null };
      });
    }
  }

  dispose() {
    this.sms.dispose();
  }
}
