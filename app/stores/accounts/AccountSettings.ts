// The merchant settings the accounts screens depend on (SMS login, captcha, social logins,
// dialing codes, registration methods and per-field rules), loaded from the platform when a
// screen opens, with the loading / error / offline states a screen shows.
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountsApi, SiteSettingsValue } from './api';
import type { FieldRule } from './rules';

export type SettingsState = 'loading' | 'ready' | 'error';

export class AccountSettings {
  value: SiteSettingsValue | null = null;
  state: SettingsState = 'loading';
  error: unknown = null;
  private request = 0;

  constructor(
    private readonly api: AccountsApi,
    private readonly language: () => string,
  ) {
    makeAutoObservable<AccountSettings, 'api' | 'language' | 'request'>(this, {
      api: false,
      language: false,
      request: false,
    });
  }

  async load() {
    const request = ++this.request;
    if (!this.value) this.state = 'loading';
    this.error = null;
    try {
      const value = await this.api.settings(this.language());
      runInAction(() => {
        if (request !== this.request) return;
        this.value = value;
        this.state = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        if (request !== this.request) return;
        this.error = e;
        // Settings already shown stay usable; only a first load fails the screen.
        if (!this.value) this.state = 'error';
      });
    }
  }

  get register() {
    return this.value?.register ?? null;
  }
  get loginRules(): FieldRule[] {
    return this.value?.register.loginFields ?? [];
  }
  get registerRules(): FieldRule[] {
    return this.value?.register.fields ?? [];
  }
  get countryDialingCode() {
    return this.value?.countryDialingCode ?? '';
  }
  get dialingCodes(): string[] {
    const codes = this.value?.dialingCodes ?? [];
    const own = this.countryDialingCode;
    return own && !codes.includes(own) ? [own, ...codes] : codes;
  }
  get smsLogin() {
    return this.value?.settings.smsLogin ?? false;
  }
  get captchaSetting() {
    return this.value?.settings.captcha ?? false;
  }
  get merchantCode() {
    return this.value?.merchantCode ?? '';
  }
  /** SPEC §2: social login buttons only when their setting is on (and the auth service is ready). */
  get facebookLogin() {
    return this.value?.settings.facebookLogin ?? { enabled: false, clientId: '' };
  }
  get googleLogin() {
    return this.value?.settings.googleLogin ?? { enabled: false, clientId: '' };
  }
}

/** The session info of SPEC §3 from a login, registration or trial grant. */
export function sessionInfoOf(
  grant: { token: string; userName: string; type: number; firstTimeLogin: boolean; expiresAt: number },
  merchantCode: string,
) {
  return {
    token: grant.token,
    merchantCode,
    userName: grant.userName,
    type: grant.type,
    firstTimeLogin: grant.firstTimeLogin,
    expiresAt: grant.expiresAt,
  };
}
