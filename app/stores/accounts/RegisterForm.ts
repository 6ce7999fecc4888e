// The registration flow (SPEC §2, §3, §5): username or mobile tab, every payload field the
// merchant's per-field rules enable, the exact confirmation messages, an SMS code behind the
// human-verification step, the captcha when the merchant asks for it, the affiliate code from the
// form or the link's `code` checked on the server, sign-up only with the agree box ticked, the
// first invalid field focused and one request per submit.
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import { storeMessages } from '../messages';
import { StorageKeys } from '../storage';
import { AccountSettings, sessionInfoOf } from './AccountSettings';
import type { RegisterPayload } from './api';
import { CaptchaStore } from './CaptchaStore';
import { offerToPasswordManager } from './credentials';
import type { AccountsDeps } from './deps';
import { FormField } from './FormField';
import { refused } from './formRequest';
import { accountMessages } from './messages';
import { MobileCode } from './MobileCode';
import { NewPasswordPair } from './NewPasswordPair';
import { detectRegisterMethod } from './registerMethod';
import { RememberedLoginRepository } from './rememberedLogin';
import {
  asRequired,
  checkCaptcha,
  checkRule,
  fieldFallback,
  findRule,
  normalise,
  ruleMessage,
  type FieldError,
  type FieldRule,
} from './rules';

export type RegisterTab = 'username' | 'mobileNum';

/** Optional profile fields of the payload, in display order, shown when their rule is enabled. */
export const EXTRA_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'recommenderId',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;
export type ExtraField = (typeof EXTRA_FIELDS)[number];

const ALL_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  ...EXTRA_FIELDS,
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof ALL_FIELDS)[number];

export type RegisterResult = { ok: true } | { ok: false; focus: RegisterField | null };

/** SPEC §2: username unless mobile registration is on and username registration is not. */
export function defaultTab(methods: readonly RegisterTab[]): RegisterTab {
  return methods.includes('username') || methods.length === 0 ? 'username' : 'mobileNum';
}

export class RegisterForm {
  readonly settings: AccountSettings;
  readonly captcha: CaptchaStore;
  /** The mobile number, its dialing code and the registration SMS code. */
  readonly mobile: MobileCode;
  readonly passwords: NewPasswordPair;
  readonly fields: Record<RegisterField, FormField>;
  tab: RegisterTab = 'username';
  agree = true;
  submitting = false;
  /** A failure that belongs to no field (shown above the button). */
  error: unknown = null;
  /** The affiliate code the link carried (`?code=`), if any. */
  readonly linkCode: string;
  private checkedUsername = '';

  constructor(private readonly deps: AccountsDeps) {
    this.settings = new AccountSettings(deps.api);
    this.captcha = new CaptchaStore(() => deps.api.captcha());
    this.mobile = new MobileCode(deps, {
      purpose: 'register',
      settings: this.settings,
      rule: (field) => this.rule(field),
      mobileOptional: () => !this.isRequired('mobileNum'),
    });
    this.passwords = new NewPasswordPair({
      names: { password: 'password', confirmation: 'confirmPassword' },
      rule: () => this.rule('password'),
    });
    this.linkCode = new URLSearchParams(deps.location().search).get('code')?.trim() ?? '';
    const shared: Partial<Record<RegisterField, FormField>> = {
      mobileNum: this.mobile.mobileNum,
      verificationCode: this.mobile.verificationCode,
      password: this.passwords.password,
      confirmPassword: this.passwords.confirmation,
    };
    const fields = {} as Record<RegisterField, FormField>;
    for (const name of ALL_FIELDS)
      fields[name] = shared[name] ?? new FormField(name, (v) => this.check(name, v));
    fields.affiliateCode.reset(this.linkCode);
    this.fields = fields;
    makeAutoObservable<RegisterForm, 'deps' | 'checkedUsername'>(this, {
      deps: false,
      settings: false,
      captcha: false,
      mobile: false,
      passwords: false,
      fields: false,
      linkCode: false,
      checkedUsername: false,
    });
  }

  async load() {
    this.mobile.resume();
    await this.settings.load();
    const register = this.settings.register;
    runInAction(() => {
      if (!register) return;
      this.tab = defaultTab(register.methods);
      this.agree = register.agreeDefault;
    });
    if (this.captchaOn && this.captcha.state === 'idle') void this.captcha.refresh();
  }

  get tabs(): RegisterTab[] {
    const methods = this.settings.register?.methods ?? [];
    return methods.length ? [...methods] : ['username'];
  }

  setTab(tab: RegisterTab) {
    if (!this.tabs.includes(tab) || tab === this.tab) return;
    this.tab = tab;
    this.error = null;
    for (const f of Object.values(this.fields)) f.setError(null);
  }

  setAgree(on: boolean) {
    this.agree = on;
  }

  rule(name: string): FieldRule | undefined {
    return findRule(this.settings.registerRules, name);
  }

  private enabled(name: string) {
    return this.rule(name)?.enabled ?? false;
  }

  get captchaOn() {
    const r = this.settings.register;
    return Boolean(r?.captcha || this.settings.captchaSetting);
  }

  get passwordShown() {
    return this.tab === 'username' || (this.settings.register?.mobilePassword ?? true);
  }

  get mobileShown() {
    return this.tab === 'mobileNum' || this.enabled('mobileNum');
  }

  /** The SMS code belongs to mobile registration (REGMOBVERF3). */
  get smsCodeShown() {
    return this.tab === 'mobileNum' && (this.settings.register?.smsVerification ?? false);
  }

  get affiliateShown() {
    const r = this.settings.register;
    return Boolean(r?.affiliateEnabled || r?.affiliateRequired || this.enabled('affiliateCode'));
  }

  get affiliateRequired() {
    return Boolean(this.settings.register?.affiliateRequired || this.rule('affiliateCode')?.required);
  }

  /** Whether a field is required (the screen marks it). */
  isRequired(name: RegisterField): boolean {
    switch (name) {
      case 'username':
      case 'password':
      case 'confirmPassword':
      case 'captcha':
        return true;
      case 'mobileNum':
        return this.tab === 'mobileNum' || (this.rule('mobileNum')?.required ?? false);
      case 'verificationCode':
        return true;
      case 'affiliateCode':
        return this.affiliateRequired;
      default:
        return this.rule(name)?.required ?? false;
    }
  }

  /** The fields on screen, in display order (the first invalid one gets the focus). */
  get visible(): RegisterField[] {
    const out: RegisterField[] = [];
    if (this.tab === 'username') out.push('username');
    if (this.mobileShown) out.push('mobileNum');
    if (this.smsCodeShown) out.push('verificationCode');
    if (this.passwordShown) out.push('password', 'confirmPassword');
    for (const name of EXTRA_FIELDS) if (this.enabled(name)) out.push(name);
    if (this.affiliateShown) out.push('affiliateCode');
    if (this.captchaOn) out.push('captcha');
    return out;
  }

  /** The checks of the fields not in the mobile or password pairs (those check themselves). */
  private check(name: RegisterField, value: string): FieldError | null {
    const rule = this.rule(name);
    switch (name) {
      case 'username':
        return checkRule(asRequired(rule, name), value);
      case 'captcha':
        return checkCaptcha(value);
      case 'affiliateCode': {
        const r = rule ?? requiredRule('affiliateCode', false);
        return checkRule({ ...r, enabled: true, required: this.affiliateRequired }, value);
      }
      default:
        return checkRule(rule, value);
    }
  }

  /** After leaving the username field: a taken name is reported at once. */
  async checkUsername() {
    const f = this.fields.username;
    const username = normalise('username', f.value);
    if (!username || !f.validate() || username === this.checkedUsername) return;
    this.checkedUsername = username;
    try {
      const exists = await this.deps.api.usernameExists(username);
      runInAction(() => {
        if (exists && normalise('username', f.value) === username) f.setError(errorMessages.usernameExists);
      });
    } catch {
      // The register call checks again; nothing to show here.
      this.checkedUsername = '';
    }
  }

  get canSubmit() {
    return this.agree && !this.submitting && this.settings.state === 'ready';
  }

  private value(name: RegisterField) {
    return this.visible.includes(name) ? normalise(name, this.fields[name].value) : '';
  }

  /** The payload of SPEC §3; fields not on screen are empty strings. */
  payload(): RegisterPayload {
    const location = this.deps.location();
    const v = (n: RegisterField) => this.value(n);
    return {
      registerMethod: detectRegisterMethod(this.deps.env),
      registerType: this.tab,
      registerUrl: location.host,
      domain: location.hostname,
      countryDialingCode: this.mobileShown ? this.mobile.countryDialingCode : '',
      username: v('username'),
      password: v('password'),
      confirmPassword: v('confirmPassword'),
      affiliateCode: v('affiliateCode'),
      paymentPassword: v('paymentPassword'),
      recommenderId: v('recommenderId'),
      nickname: v('nickname'),
      payeeName: v('payeeName'),
      email: v('email'),
      mobileNum: v('mobileNum'),
      idNumber: v('idNumber'),
      qqNum: v('qqNum'),
      facebook: v('facebook'),
      wechat: v('wechat'),
      line: v('line'),
      whatsapp: v('whatsapp'),
      zalo: v('zalo'),
      captcha: v('captcha'),
      captchaId: this.captchaOn ? this.captcha.captchaId : '',
      verificationCode: v('verificationCode'),
      type: 0,
    };
  }

  /** Signs up. Checks every field, the affiliate code on the server, then registers. */
  async submit(): Promise<RegisterResult> {
    if (!this.canSubmit) return { ok: false, focus: null };
    this.error = null;
    let first: RegisterField | null = null;
    for (const name of this.visible) if (!this.fields[name].validate() && !first) first = name;
    if (first) return { ok: false, focus: first };
    this.submitting = true;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      const payload = this.payload();
      if (payload.affiliateCode) {
        const valid = await this.deps.api.affiliateValid(payload.affiliateCode, payload.domain);
        if (!valid) {
          hide();
          return runInAction(() => {
            this.submitting = false;
            this.fields.affiliateCode.setError(this.affiliateError(payload.affiliateCode));
            return { ok: false as const, focus: 'affiliateCode' as const };
          });
        }
      }
      const grant = await this.deps.api.register(payload);
      hide();
      runInAction(() => {
        this.submitting = false;
        new RememberedLoginRepository(this.deps.storages.local).remember(
          this.tab === 'username'
            ? { type: 'username', username: payload.username, countryDialingCode: payload.countryDialingCode }
            : { type: 'sms', username: payload.mobileNum, countryDialingCode: payload.countryDialingCode },
        );
        this.deps.storages.local.setItem(StorageKeys.autoLogin, '1');
        for (const name of ['password', 'confirmPassword', 'paymentPassword'] as const)
          this.fields[name].reset();
      });
      if (payload.password) void offerToPasswordManager(payload.username || grant.userName, payload.password);
      this.deps.session.start(sessionInfoOf(grant, this.merchantCode));
      return { ok: true };
    } catch (e) {
      return refused(this, hide, () => this.failed(e));
    }
  }

  /** invitation_code_error for a typed code; the referrer-link message for the link's own code. */
  private affiliateError(code: string): MessageDescriptor {
    return this.linkCode && code === this.linkCode
      ? accountMessages.referrerLinkError
      : accountMessages.invitationCodeError;
  }

  private failed(e: unknown): RegisterResult {
    if (this.captchaOn) {
      // An answer is good for one attempt.
      this.fields.captcha.reset();
      void this.captcha.refresh();
    }
    if (!isApiError(e)) {
      this.error = e;
      return { ok: false, focus: null };
    }
    const onField = (name: RegisterField, message: MessageDescriptor): RegisterResult => {
      if (!this.visible.includes(name)) {
        this.error = e;
        return { ok: false, focus: null };
      }
      this.fields[name].setError(message);
      return { ok: false, focus: name };
    };
    switch (e.code) {
      case 'USERNAME_EXISTS':
        return onField('username', errorMessages.usernameExists);
      case 'INVALID_INVITATION_CODE':
        return onField('affiliateCode', this.affiliateError(this.fields.affiliateCode.value.trim()));
      case 'CAPTCHA_INVALID':
        return onField('captcha', errorMessages.verificationCode);
      case 'CAPTCHA_REQUIRED':
        return onField('captcha', accountMessages.writeCode);
      case 'VERIFICATION_CODE_INVALID':
        return onField('verificationCode', errorMessages.verificationCode);
      case 'PASSWORD_MISMATCH':
        return onField('confirmPassword', accountMessages.confirmationCorrect);
    }
    // Any other refusal naming fields (VALIDATION_ERROR, a taken mobile number or e-mail…).
    const reported = (e.flag('fields') ?? {}) as Record<string, unknown>;
    let first: RegisterField | null = null;
    for (const name of this.visible) {
      const key = reported[name];
      if (typeof key !== 'string') continue;
      const message =
        name === 'affiliateCode'
          ? this.affiliateError(this.fields.affiliateCode.value.trim())
          : ruleMessage({ ...requiredRule(name), message: key }, knownMessage(key) ?? fieldFallback(name));
      this.fields[name].setError(message);
      first ??= name;
    }
    if (first) return { ok: false, focus: first };
    if (e.code === 'INVALID_MOBILE' && this.visible.includes('mobileNum'))
      return onField('mobileNum', errorMessages.invalidMobile);
    this.error = e;
    return { ok: false, focus: null };
  }

  private get merchantCode() {
    return this.settings.merchantCode || this.deps.merchantCode();
  }

  dispose() {
    this.mobile.dispose();
  }
}

/** Our own text for the platform's field keys this area knows. */
function knownMessage(key: string): MessageDescriptor | undefined {
  return Object.values({ ...accountMessages, ...errorMessages }).find((m) => m.id === key);
}

function requiredRule(name: string, required = true): FieldRule {
  return { name, enabled: true, required, pattern: '', message: '', maxLength: 64 };
}
