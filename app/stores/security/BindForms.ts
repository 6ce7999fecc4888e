// The security center's forms that bind something to the account: a mobile number (an SMS code to
// it), an e-mail address (a code e-mailed to it) and the real name. Changing a bound number or
// address also asks for the login password (the platform's rule). Each form checks what it can
// first (the merchant's rules), sends once however often it is tapped, and puts the platform's
// refusal at the field it concerns, keeping everything typed.
import { makeAutoObservable, runInAction } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import { errorMessages } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import type { AccountSettings } from '../accounts/AccountSettings';
import type { AccountsDeps } from '../accounts/deps';
import { FormField, validateAll } from '../accounts/FormField';
import { accountMessages } from '../accounts/messages';
import { MobileCode } from '../accounts/MobileCode';
import { asRequired, checkRule, checkSmsCode, fieldFallback, findRule, ruleMessage } from '../accounts/rules';
import { SmsCodeFlow } from '../accounts/SmsCodeFlow';
import type { ApiClient } from '../../api/client';
import { securityStoreMessages } from './messages';

/** What a submit answers: done, or refused with the field to focus (null: the form's message shows). */
export type SubmitOutcome = { ok: true } | { ok: false; focus: string | null };

export interface BindFormDeps {
  api: Pick<ApiClient, 'call'>;
  accounts: AccountsDeps;
  settings: AccountSettings;
  /** Whether the thing is bound already (then changing it asks for the login password). */
  bound: () => boolean;
  /** Whether the account has a login password to ask for. */
  hasLoginPassword: () => boolean;
  /** After the platform confirmed the change. */
  done: () => Promise<void>;
}

/** The longest e-mail address the platform keeps. */
export const EMAIL_MAX = 120;
/** A real name where the merchant has no rule: letters, spaces and . ' - (as a card holder's). */
const REAL_NAME_RULE = {
  name: 'payeeName',
  enabled: true,
  required: true,
  pattern: "^[\\p{L} .'-]{2,64}$",
  message: 'err_real_name_format',
  maxLength: 64,
};
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Puts a refusal of the platform at the field it concerns and answers that field's name; null when
 * no field owns it (a rate limit, the network, maintenance): the form shows it.
 */
export function placeRefusal(e: unknown, fields: Record<string, FormField>): string | null {
  if (!isApiError(e) || e.code === 'RATE_LIMITED') return null;
  const on = (name: string, message: Parameters<FormField['setError']>[0]) => {
    const field = fields[name];
    if (!field) return null;
    field.setError(message);
    return name;
  };
  switch (e.code) {
    case 'VERIFICATION_CODE_INVALID':
      return on('verificationCode', errorMessages.verificationCode);
    case 'PASSWORD_INCORRECT':
      return on('password', securityStoreMessages.passwordWrong);
    case 'INVALID_MOBILE':
      return on('mobileNum', errorMessages.invalidMobile);
  }
  // Any other refusal naming fields (VALIDATION_ERROR, a number or address another member has).
  const reported = (e.flag('fields') ?? {}) as Record<string, unknown>;
  let first: string | null = null;
  for (const [name, key] of Object.entries(reported)) {
    const field = fields[name === 'countryDialingCode' ? 'mobileNum' : name];
    if (!field || typeof key !== 'string') continue;
    field.setError(
      ruleMessage(
        { name: field.name, enabled: true, required: true, pattern: '', message: key, maxLength: 0 },
        fieldFallback(field.name),
      ),
    );
    first ??= field.name;
  }
  return first;
}

/**
 * What the binding forms share: the login password when something bound is changed, sending once
 * however often it is tapped, and the refusal at its field (everything typed stays).
 */
export class Binding {
  readonly password = new FormField('password', (v) => (v === '' ? accountMessages.required : null));
  submitting = false;
  /** A refusal no field owns. */
  error: unknown = null;

  constructor(private readonly deps: BindFormDeps) {
    makeAutoObservable<Binding, 'deps'>(this, { deps: false, password: false });
  }

  /** Changing a bound one asks for the login password (an account without one is not asked). */
  get asksPassword(): boolean {
    return this.deps.bound() && this.deps.hasLoginPassword();
  }

  /** The form's fields with the password when it is asked for. */
  withPassword(fields: Record<string, FormField>): Record<string, FormField> {
    return this.asksPassword ? { ...fields, password: this.password } : fields;
  }

  /** Checks the fields, sends (the password when asked), and on success clears what was sent. */
  async submit(
    fields: Record<string, FormField>,
    send: (password: string | undefined) => Promise<unknown>,
  ): Promise<SubmitOutcome> {
    if (this.submitting) return { ok: false, focus: null };
    this.error = null;
    const invalid = validateAll(Object.values(fields));
    if (invalid) return { ok: false, focus: invalid };
    this.submitting = true;
    try {
      await send(this.asksPassword ? this.password.value : undefined);
      runInAction(() => {
        this.submitting = false;
        for (const field of Object.values(fields)) field.reset();
      });
      await this.deps.done();
      return { ok: true };
    } catch (e) {
      return runInAction(() => {
        this.submitting = false;
        const focus = placeRefusal(e, fields);
        if (!focus) this.error = e;
        return { ok: false, focus };
      });
    }
  }

  /** The form closed: the password typed and the messages go; the rest stays for next time. */
  close(fields: Record<string, FormField>) {
    this.password.reset();
    this.error = null;
    for (const field of Object.values(fields)) field.setError(null);
  }
}

/** Binding or changing the mobile number, with an SMS code to the new one (purpose bind). */
export class BindMobileForm {
  readonly mobile: MobileCode;
  readonly binding: Binding;

  constructor(private readonly deps: BindFormDeps) {
    const { settings } = deps;
    this.binding = new Binding(deps);
    this.mobile = new MobileCode(deps.accounts, {
      purpose: 'bind',
      settings,
      rule: (field) => findRule(settings.registerRules, field),
    });
  }

  private get fields(): Record<string, FormField> {
    const { mobileNum, verificationCode } = this.mobile;
    return this.binding.withPassword({ mobileNum, verificationCode });
  }

  submit(): Promise<SubmitOutcome> {
    const { mobile } = this;
    return this.binding.submit(this.fields, (password) =>
      this.deps.api.call(memberCalls.bindMobile, {
        mobileNum: mobile.mobile,
        countryDialingCode: mobile.countryDialingCode,
        verificationCode: mobile.verificationCode.value.trim(),
        ...(password === undefined ? {} : { password }),
      }),
    );
  }

  close() {
    this.binding.close(this.fields);
  }

  dispose() {
    this.mobile.dispose();
  }
}

/** Binding or changing the e-mail address, with a code e-mailed to the new one. */
export class BindEmailForm {
  readonly email: FormField;
  readonly verificationCode = new FormField('verificationCode', checkSmsCode);
  /** The human check and the cooldown before each code, as for SMS codes. */
  readonly sms: SmsCodeFlow;
  readonly binding: Binding;

  constructor(private readonly deps: BindFormDeps) {
    const { accounts, settings } = deps;
    this.binding = new Binding(deps);
    this.email = new FormField('email', (v) => {
      const value = v.trim();
      if (!value) return accountMessages.required;
      if (value.length > EMAIL_MAX || !EMAIL.test(value)) return accountMessages.emailFormat;
      return checkRule(asRequired(findRule(settings.registerRules, 'email'), 'email'), value);
    });
    this.sms = new SmsCodeFlow(
      'email',
      accounts.storages.local,
      () => accounts.api.captcha(),
      accounts.ui,
      accounts.clock,
      securityStoreMessages.emailSent,
    );
  }

  /**
   * Asks for a code: the address is checked first, then the human check opens. False when the
   * address is not valid (its message shows).
   */
  requestCode(): boolean {
    if (!this.email.validate()) return false;
    const email = this.email.value.trim();
    this.sms.open((check) => this.deps.api.call(memberCalls.sendEmailCode, { email, ...check }));
    return true;
  }

  /** A cooldown started before a reload goes on ticking. */
  resume() {
    this.sms.cooldown.resume();
  }

  private get fields(): Record<string, FormField> {
    return this.binding.withPassword({ email: this.email, verificationCode: this.verificationCode });
  }

  submit(): Promise<SubmitOutcome> {
    return this.binding.submit(this.fields, (password) =>
      this.deps.api.call(memberCalls.bindEmail, {
        email: this.email.value.trim(),
        verificationCode: this.verificationCode.value.trim(),
        ...(password === undefined ? {} : { password }),
      }),
    );
  }

  close() {
    this.binding.close(this.fields);
  }

  dispose() {
    this.sms.dispose();
  }
}

/** Setting the real name, once (withdrawals go to cards in this name). */
export class RealNameForm {
  readonly name: FormField;
  readonly binding: Binding;

  constructor(private readonly deps: BindFormDeps) {
    this.binding = new Binding({ ...deps, bound: () => false });
    this.name = new FormField('realName', (v) =>
      checkRule(
        asRequired(findRule(deps.settings.registerRules, 'payeeName') ?? REAL_NAME_RULE, 'payeeName'),
        v,
      ),
    );
  }

  submit(): Promise<SubmitOutcome> {
    return this.binding.submit({ realName: this.name }, () =>
      this.deps.api.call(memberCalls.updateProfile, { realName: this.name.value.trim() }),
    );
  }

  close() {
    this.binding.close({ realName: this.name });
  }
}
