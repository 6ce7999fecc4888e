// The mobile number, its dialing code and the SMS code sent to it, as login, registration,
// password reset and the security center's binding ask for them. The number is checked before a code is requested; the request
// goes through the human-verification step and the cooldown (SmsCodeFlow); the dialing code is
// the merchant's until the visitor picks another.
import { makeAutoObservable } from 'mobx';
import type { AccountSettings } from './AccountSettings';
import type { AccountsDeps } from './deps';
import { FormField } from './FormField';
import { checkMobile, checkRule, checkSmsCode, normalise, type FieldRule } from './rules';
import { SmsCodeFlow } from './SmsCodeFlow';
import type { SmsPurpose } from './SmsCooldown';

export interface MobileCodeOptions {
  /** What the code is for: its own cooldown and, for login, its own platform call. */
  purpose: Exclude<SmsPurpose, 'email'>;
  settings: AccountSettings;
  /** The merchant's rule for the number or the code (login and reset read the login rules). */
  rule: (field: 'mobileNum' | 'verificationCode') => FieldRule | undefined;
  /** Whether the number may stay empty on submit (registration's username tab); never for a code request. */
  mobileOptional?: () => boolean;
}

export class MobileCode {
  readonly sms: SmsCodeFlow;
  readonly mobileNum: FormField;
  readonly verificationCode: FormField;
  /** The code the visitor picked ('' while the merchant's applies). */
  private chosenDialingCode = '';

  constructor(
    private readonly deps: AccountsDeps,
    private readonly options: MobileCodeOptions,
  ) {
    const { purpose, rule, mobileOptional } = options;
    this.sms = new SmsCodeFlow(purpose, deps.storages.local, () => deps.api.captcha(), deps.ui, deps.clock);
    this.mobileNum = new FormField('mobileNum', (v) =>
      mobileOptional?.() && v.trim() === '' ? null : checkMobile(v, rule('mobileNum')),
    );
    this.verificationCode = new FormField(
      'verificationCode',
      (v) => checkSmsCode(v) ?? checkRule(rule('verificationCode'), v),
    );
    makeAutoObservable<MobileCode, 'deps' | 'options'>(this, {
      deps: false,
      options: false,
      sms: false,
      mobileNum: false,
      verificationCode: false,
    });
  }

  get countryDialingCode() {
    return this.chosenDialingCode || this.options.settings.countryDialingCode;
  }

  get dialingCodes() {
    return this.options.settings.dialingCodes;
  }

  setDialingCode(code: string) {
    this.chosenDialingCode = code;
  }

  /** The number as the platform receives it. */
  get mobile() {
    return normalise('mobileNum', this.mobileNum.value);
  }

  /** A cooldown started before a reload goes on ticking. */
  resume() {
    this.sms.cooldown.resume();
  }

  /**
   * Asks for a code: the number (always required here) is checked first, then the verification
   * step opens. False when the number is invalid (its message shows).
   */
  requestSmsCode(): boolean {
    const error = checkMobile(this.mobileNum.value, this.options.rule('mobileNum'));
    this.mobileNum.setError(error);
    if (error) return false;
    const { api } = this.deps;
    const purpose = this.options.purpose;
    const mobileNo = this.mobile;
    const countryDialingCode = this.countryDialingCode;
    this.sms.open((v) =>
      purpose === 'login'
        ? api.smsLoginCode({ mobileNum: mobileNo, countryDialingCode, ...v })
        : api.sendVerificationCode({ mobileNo, countryDialingCode, purpose, ...v }),
    );
    return true;
  }

  dispose() {
    this.sms.dispose();
  }
}
