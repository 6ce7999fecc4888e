// The login screen's flow (SPEC §2, §4, §5): username or SMS method, the merchant's login rules,
// the captcha that appears only after a failed login whose error carries the captcha flag,
// remembered login (method and username, never the password), re-validation 200 ms after a
// language change, one request per submit however often the button is tapped, and trial play.
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessages } from '../../api/errorMessages';
import { isApiError } from '../../api/errors';
import { StorageKeys } from '../storage';
import { storeMessages } from '../messages';
import { AccountSettings, sessionInfoOf } from './AccountSettings';
import { CaptchaStore } from './CaptchaStore';
import { offerToPasswordManager } from './credentials';
import type { AccountsDeps } from './deps';
import { FormField, validateAll } from './FormField';
import { refused } from './formRequest';
import { isStandalone } from './registerMethod';
import { RememberedLoginRepository, type LoginMethod } from './rememberedLogin';
import { MobileCode } from './MobileCode';
import { asRequired, checkCaptcha, checkRule, findRule, normalise } from './rules';
import { TrialPlay } from './TrialPlay';
import { accountMessages } from './messages';

/** SPEC §4, §9: filled login fields are checked again 200 ms after a language change. */
export const REVALIDATE_DELAY_MS = 200;

export type SubmitResult = { ok: true } | { ok: false; focus: string | null };

export class LoginForm {
  readonly settings: AccountSettings;
  readonly captcha: CaptchaStore;
  /** The SMS tab: number, dialing code and login code. */
  readonly mobile: MobileCode;
  readonly trial: TrialPlay;
  method: LoginMethod = 'username';
  /** Remember the account on this device: the method and username, never the password. */
  remember = true;
  /**
   * Keep the session across browser restarts (its token in localStorage). Off unless the player
   * asks: otherwise the token lives in sessionStorage and ends with the tab.
   */
  staySignedIn = false;
  /** The captcha is on screen (after a flagged failure). */
  captchaShown = false;
  submitting = false;
  /** The last failure of the form (shown above the button). */
  error: unknown = null;
  /** The last failure of a social login (shown under the social buttons). */
  socialError: unknown = null;

  readonly username: FormField;
  readonly password: FormField;
  readonly captchaAnswer = new FormField('captcha', checkCaptcha);

  private readonly remembered: RememberedLoginRepository;
  private revalidateTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: AccountsDeps) {
    const settings = new AccountSettings(deps.api);
    this.settings = settings;
    this.captcha = new CaptchaStore(() => deps.api.captcha());
    this.remembered = new RememberedLoginRepository(deps.storages.local);
    this.trial = new TrialPlay(deps, () => this.merchantCode);
    const rule = (name: string) => findRule(settings.loginRules, name);
    this.mobile = new MobileCode(deps, {
      purpose: 'login',
      settings,
      rule: (field) => rule(field === 'mobileNum' ? 'loginMobileNum' : field),
    });
    this.username = new FormField('username', (v) =>
      checkRule(asRequired(rule('loginUsername'), 'loginUsername'), v),
    );
    this.password = new FormField('password', (v) =>
      checkRule(asRequired(rule('loginPassword'), 'loginPassword'), v),
    );
    const last = this.remembered.read();
    if (last) this.method = last.last;
    makeAutoObservable<LoginForm, 'deps' | 'remembered' | 'revalidateTimer'>(this, {
      deps: false,
      settings: false,
      captcha: false,
      mobile: false,
      trial: false,
      username: false,
      password: false,
      captchaAnswer: false,
      remembered: false,
      revalidateTimer: false,
    });
    this.applyRemembered();
    // Settings the start-up already read shape the first render (AccountSettings).
    if (this.settings.state === 'ready') this.followSettings();
  }

  /** Loads the merchant settings; the SMS tab disappears when SMS login is off. */
  async load() {
    this.mobile.resume();
    await this.settings.load();
    this.followSettings();
    if (this.captchaShown && this.captcha.state === 'idle') void this.captcha.refresh();
  }

  /** The SMS tab goes when SMS login is off; the captcha setting asks for the captcha from the start. */
  private followSettings() {
    if (this.method === 'sms' && !this.smsAvailable) this.method = 'username';
    if (this.settings.captchaSetting) this.captchaShown = true;
  }

  get smsAvailable() {
    return this.settings.smsLogin;
  }

  /** The tabs on offer: username always, SMS only with the merchant's SMS-login setting. */
  get methods(): LoginMethod[] {
    return this.smsAvailable ? ['username', 'sms'] : ['username'];
  }

  get fields(): FormField[] {
    const base =
      this.method === 'username'
        ? [this.username, this.password]
        : [this.mobile.mobileNum, this.mobile.verificationCode];
    return this.captchaShown ? [...base, this.captchaAnswer] : base;
  }

  /** SPEC §4: toggling the method re-applies the remembered login and refreshes a shown captcha. */
  setMethod(method: LoginMethod) {
    if (method === this.method || !this.methods.includes(method)) return;
    this.method = method;
    this.error = null;
    const { mobileNum, verificationCode } = this.mobile;
    for (const f of [this.username, this.password, mobileNum, verificationCode, this.captchaAnswer])
      f.setError(null);
    this.applyRemembered();
    if (this.captchaShown) {
      this.captchaAnswer.reset();
      void this.captcha.refresh();
    }
  }

  private applyRemembered() {
    const entry = this.remembered.get(this.method);
    if (!entry) return;
    if (this.method === 'username') {
      if (!this.username.value) this.username.reset(entry.username);
    } else {
      if (!this.mobile.mobileNum.value) this.mobile.mobileNum.reset(entry.username);
      if (entry.countryDialingCode) this.mobile.setDialingCode(entry.countryDialingCode);
    }
  }

  setRemember(on: boolean) {
    this.remember = on;
  }

  setStaySignedIn(on: boolean) {
    this.staySignedIn = on;
  }

  /** SPEC §4: after a language change, filled fields are checked again after 200 ms. */
  scheduleRevalidation() {
    clearTimeout(this.revalidateTimer);
    this.revalidateTimer = setTimeout(() => this.revalidateFilled(), REVALIDATE_DELAY_MS);
  }

  revalidateFilled() {
    for (const f of this.fields) if (f.filled) f.validate();
  }

  /** Logs in. A second tap while the first request runs does nothing. */
  async submit(): Promise<SubmitResult> {
    if (this.submitting) return { ok: false, focus: null };
    this.error = null;
    this.socialError = null;
    const invalid = validateAll(this.fields);
    if (invalid) return { ok: false, focus: invalid };
    this.submitting = true;
    const method = this.method;
    const username = normalise('username', this.username.value);
    const password = this.password.value;
    const mobileNum = this.mobile.mobile;
    const countryDialingCode = this.mobile.countryDialingCode;
    const payload =
      method === 'username'
        ? { type: 'username' as const, username, password }
        : {
            type: 'sms' as const,
            mobileNum,
            countryDialingCode,
            verificationCode: this.mobile.verificationCode.value.trim(),
          };
    const withCaptcha = this.captchaShown
      ? { ...payload, captcha: this.captchaAnswer.value.trim(), captchaId: this.captcha.captchaId }
      : payload;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      const grant = await this.deps.api.login(withCaptcha, { standalone: isStandalone(this.deps.env) });
      hide();
      const remember = this.remember;
      const stay = this.staySignedIn;
      runInAction(() => {
        if (remember)
          this.remembered.remember({
            type: method,
            username: method === 'username' ? username : mobileNum,
            countryDialingCode,
          });
        else this.remembered.forget(method);
        this.deps.storages.local.setItem(StorageKeys.autoLogin, stay ? '1' : '0');
        this.password.reset();
        this.mobile.verificationCode.reset();
        this.captchaShown = this.settings.captchaSetting;
        this.captchaAnswer.reset();
        this.submitting = false;
      });
      if (method === 'username') void offerToPasswordManager(username, password);
      this.deps.session.start(sessionInfoOf(grant, this.merchantCode), { stay });
      return { ok: true };
    } catch (e) {
      return refused(this, hide, () => this.failed(e));
    }
  }

  private failed(e: unknown): SubmitResult {
    const captchaFlag = isApiError(e) && (e.flag('captcha') === true || e.code === 'CAPTCHA_REQUIRED');
    if (captchaFlag || this.captchaShown) {
      // SPEC §2/§8: a flagged failure shows the captcha with a new image; a used answer is spent.
      this.captchaShown = true;
      this.captchaAnswer.reset();
      void this.captcha.refresh();
    }
    if (isApiError(e)) {
      if (e.code === 'CAPTCHA_INVALID' || e.code === 'CAPTCHA_REQUIRED') {
        this.captchaAnswer.setError(
          e.code === 'CAPTCHA_REQUIRED' ? accountMessages.writeCode : errorMessages.verificationCode,
        );
        return { ok: false, focus: 'captcha' };
      }
      if (e.code === 'VERIFICATION_CODE_INVALID') {
        this.mobile.verificationCode.setError(errorMessages.verificationCode);
        return { ok: false, focus: 'verificationCode' };
      }
    }
    this.error = e;
    return { ok: false, focus: this.method === 'username' ? 'password' : null };
  }

  /**
   * Social login: the provider's SDK signed the visitor in and gave an id token; the platform
   * checks it (login type firebase) and opens the session. Nothing is remembered.
   */
  async loginWithIdToken(idToken: string): Promise<SubmitResult> {
    if (this.submitting || !idToken) return { ok: false, focus: null };
    this.submitting = true;
    this.error = null;
    this.socialError = null;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      const grant = await this.deps.api.login(
        { type: 'firebase', firebaseIdToken: idToken },
        { standalone: isStandalone(this.deps.env) },
      );
      hide();
      runInAction(() => {
        this.submitting = false;
      });
      this.deps.session.start(sessionInfoOf(grant, this.merchantCode));
      return { ok: true };
    } catch (e) {
      hide();
      runInAction(() => {
        this.submitting = false;
        this.socialError = e;
      });
      return { ok: false, focus: null };
    }
  }

  /** The platform refused the provider's sign-in (bad or expired token, provider off). */
  get socialRefused() {
    const e = this.socialError;
    return isApiError(e) && ['INVALID_CREDENTIALS', 'NO_PERMISSION', 'USER_NOT_FOUND'].includes(e.code);
  }

  /** Trial (free play): creates a trial account, keeps its name as trialName, logs it in. */
  async playTrial(): Promise<boolean> {
    if (this.submitting) return false;
    this.error = null;
    const ok = await this.trial.start();
    if (!ok) runInAction(() => (this.error = this.trial.error));
    return ok;
  }

  get trialStarting() {
    return this.trial.starting;
  }

  private get merchantCode() {
    return this.settings.merchantCode || this.deps.merchantCode();
  }

  dispose() {
    clearTimeout(this.revalidateTimer);
    this.mobile.dispose();
  }
}
