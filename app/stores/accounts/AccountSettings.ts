// The merchant settings the accounts screens depend on (SMS login, captcha, social logins,
// dialing codes, registration methods and per-field rules), with the loading / error / offline
// states a screen shows. The settings are the ones the app read at start-up (SiteSettingsStore):
// opening an accounts screen does not ask the platform for them again.
import { makeAutoObservable, observableRef } from 'mobx';
import { Loader, type LoadState } from '../load';
import type { AccountsApi, SiteSettingsValue } from './api';
import type { FieldRule } from './rules';

export class AccountSettings {
  value: SiteSettingsValue | null = null;
  /** Settings already shown stay usable after a failed reload; only a first load fails the screen. */
  private readonly loader = new Loader({ keepOnError: true });

  constructor(private readonly api: Pick<AccountsApi, 'settings' | 'answeredSettings'>) {
    // The settings are replaced whole, never changed in place, so they are kept as they came.
    makeAutoObservable<AccountSettings, 'api' | 'loader'>(this, {
      api: false,
      loader: false,
      value: observableRef,
    });
    // Settings already in (the start-up read them) are shown by the screen's first render, and the
    // load as it opens then brings the same answer: nothing changes, so nothing renders again.
    const answered = api.answeredSettings();
    if (answered) this.loader.settle(answered, (value) => (this.value = value));
  }

  /** The screen asks for the settings as it opens, so not asked yet reads as loading. */
  get state(): LoadState {
    return this.loader.state === 'idle' ? 'loading' : this.loader.state;
  }

  get error(): unknown {
    return this.loader.error;
  }

  async load() {
    await this.loader.run(
      () => this.api.settings(),
      (value) => {
        this.value = value;
      },
    );
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
