// Social sign-in providers (SPEC §2): the merchant's settings name, per provider, whether it is on,
// its client id and where its sign-in SDK script lives (`sdkUrl`). On the login page each enabled
// provider's script is loaded once (a <script async> in <head>); the provider is ready when its SDK
// has put its globals on `window` (`FB.login`, `google.accounts.id.prompt`). A script that fails to
// load leaves its button hidden, nothing else changes. Signing in goes through the SDK's own calls
// and ends with the provider's id token (or null when the visitor cancels).
import { makeAutoObservable, runInAction } from 'mobx';
import { trustedScriptUrl } from '../../security/trustedTypes';
import { scriptUrl } from '../../security/urls';

export type SocialProvider = 'facebook' | 'google';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

export interface SocialLoginSetting {
  enabled: boolean;
  clientId: string;
  sdkUrl?: string | undefined;
}
export interface SocialSettings {
  facebookLogin: SocialLoginSetting;
  googleLogin: SocialLoginSetting;
}

/** The Facebook JS SDK surface we use. */
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string } | null }) => void,
    options?: { scope?: string },
  ): void;
}
/** The notification Google Identity Services hands `prompt`'s listener. */
export interface PromptMoment {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string | undefined;
}
/** The Google Identity Services (`google.accounts.id`) surface we use. */
export interface GoogleIdSdk {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}
export interface ProviderGlobals {
  FB?: Partial<FacebookSdk>;
  google?: { accounts?: { id?: Partial<GoogleIdSdk> } };
}

/** The part of `document` the loader needs. */
export interface ScriptDocument {
  createElement(tag: 'script'): ScriptElement;
  head: { append(node: ScriptElement): void };
}
export interface ScriptElement {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options?: { once?: boolean }): void;
  remove(): void;
}

const pending = new WeakMap<ScriptDocument, Map<string, Promise<void>>>();

/**
 * Adds `<script async src>` to the document once per src and resolves when it has loaded; rejects
 * when it fails (the element is removed and a later call tries again).
 */
export function loadScript(src: string, doc: ScriptDocument): Promise<void> {
  let byDoc = pending.get(doc);
  if (!byDoc) pending.set(doc, (byDoc = new Map()));
  const known = byDoc.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    // Through the Trusted Types policy: refused (the promise rejects) unless the URL is the app's
    // origin or an allowed SDK origin (app/security/config.ts).
    script.src = trustedScriptUrl(src);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        byDoc.delete(src);
        script.remove();
        reject(new Error(`script failed to load: ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  byDoc.set(src, loading);
  return loading;
}

/** Which providers' SDKs have put their globals on the page. */
export function sdkPresent(w: ProviderGlobals | undefined): Record<SocialProvider, boolean> {
  return {
    facebook: typeof w?.FB?.login === 'function',
    google: typeof w?.google?.accounts?.id?.prompt === 'function',
  };
}

/** The Graph API version the Facebook SDK is initialised with. */
export const FACEBOOK_SDK_VERSION = 'v19.0';

export interface SocialProvidersEnv {
  /** The page's globals (window). */
  globals: () => ProviderGlobals | undefined;
  /** Loads a script (loadScript against the document). */
  load: (src: string) => Promise<void>;
}

export class SocialProviders {
  /** Provider SDKs loaded and ready in this page. */
  ready: Record<SocialProvider, boolean> = { facebook: false, google: false };
  /** Providers whose SDK this object has tried to load (loaded or failed). */
  private tried: Record<SocialProvider, boolean> = { facebook: false, google: false };
  private facebookAppId: string | null = null;

  constructor(private readonly env: SocialProvidersEnv) {
    makeAutoObservable<SocialProviders, 'env' | 'facebookAppId'>(this, { env: false, facebookAppId: false });
    // An SDK an earlier visit to the page loaded is ready from the first render.
    this.refresh();
  }

  /** Loads the SDK of every enabled provider with an sdkUrl (once per page); resolves when settled. */
  async load(settings: SocialSettings): Promise<void> {
    this.refresh();
    await Promise.all(
      SOCIAL_PROVIDERS.map(async (p) => {
        const setting = settingOf(settings, p);
        if (!setting.enabled || this.ready[p] || !setting.sdkUrl) return;
        // An sdkUrl of another scheme or origin is never loaded: the button stays hidden.
        if (!scriptUrl(setting.sdkUrl)) return;
        try {
          await this.env.load(setting.sdkUrl);
        } catch {
          // The button stays hidden.
        }
        runInAction(() => (this.tried[p] = true));
        this.refresh();
      }),
    );
  }

  /** Reads readiness from the page's globals. */
  refresh() {
    const present = sdkPresent(this.env.globals());
    runInAction(() => {
      for (const p of SOCIAL_PROVIDERS) if (this.ready[p] !== present[p]) this.ready[p] = present[p];
    });
  }

  /** Whether a provider's button shows: setting on and SDK ready. */
  shows(settings: SocialSettings, p: SocialProvider) {
    return settingOf(settings, p).enabled && this.ready[p];
  }

  /**
   * Whether a provider's button may still come: setting on, an SDK it may load, not ready and not
   * yet tried. The page keeps the button's place meanwhile, so it does not push the page down when it
   * appears.
   */
  awaits(settings: SocialSettings, p: SocialProvider) {
    const setting = settingOf(settings, p);
    return (
      setting.enabled &&
      !this.ready[p] &&
      !this.tried[p] &&
      Boolean(setting.sdkUrl && scriptUrl(setting.sdkUrl))
    );
  }

  /**
   * Signs in with the provider's SDK (its own consent step) and resolves with its id token, or null
   * when the visitor cancels or the SDK is not there.
   */
  signIn(settings: SocialSettings, p: SocialProvider): Promise<string | null> {
    const w = this.env.globals();
    const { clientId } = settingOf(settings, p);
    return new Promise((resolve) => {
      if (p === 'facebook') {
        const fb = w?.FB;
        if (typeof fb?.login !== 'function') return resolve(null);
        if (this.facebookAppId !== clientId && typeof fb.init === 'function') {
          fb.init({ appId: clientId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
          this.facebookAppId = clientId;
        }
        fb.login((r) => resolve(r.authResponse?.accessToken || null), { scope: 'public_profile,email' });
        return;
      }
      const id = w?.google?.accounts?.id;
      if (typeof id?.initialize !== 'function' || typeof id.prompt !== 'function') return resolve(null);
      id.initialize({ client_id: clientId, callback: (r) => resolve(r.credential || null) });
      id.prompt((moment) => {
        if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) resolve(null);
        else if (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned')
          resolve(null);
      });
    });
  }
}

function settingOf(settings: SocialSettings, p: SocialProvider): SocialLoginSetting {
  return p === 'facebook' ? settings.facebookLogin : settings.googleLogin;
}

/** The page's providers: loads scripts into this document and reads `window`. */
export function browserSocialProviders(): SocialProviders {
  return new SocialProviders({
    globals: () => (typeof window === 'undefined' ? undefined : (window as unknown as ProviderGlobals)),
    // The cast narrows Document to what the loader uses (head.append takes the script it made).
    load: (src) => loadScript(src, document as unknown as ScriptDocument),
  });
}
