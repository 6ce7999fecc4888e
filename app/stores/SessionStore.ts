// The session: MC_SESSION_INFO in sessionStorage, or localStorage when the member chose to stay
// signed in; renewal before the platform's expiry; expiry handling; the logout flow of SPEC §4.
import { makeAutoObservable, runInAction } from 'mobx';
import { authCalls } from '@contract/calls/auth';
import { isAgentType, isTrialType } from './roles';
import { readJson, StorageKeys, type Storages } from './storage';
import { storeMessages } from './messages';
import { ToastDuration } from './UiStore';
import type { RootStore } from './RootStore';
import { isAppPath, pathTo } from '../routes/routeTable';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /** Epoch ms when the token expires, when the platform says (renewed before that). */
  expiresAt?: number | undefined;
}

export type Persistence = 'session' | 'local';

/** Renew this long before the platform's expiry. */
export const RENEW_AHEAD_MS = 60_000;

function isSessionInfo(v: unknown): v is SessionInfo {
  const s = v as SessionInfo;
  return !!s && typeof s.token === 'string' && s.token.length > 0 && typeof s.userName === 'string';
}

export class SessionStore {
  info: SessionInfo | null = null;
  persistence: Persistence = 'session';
  loggingOut = false;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly storages: Storages,
  ) {
    const fromSession = readJson<SessionInfo>(storages.session, StorageKeys.session);
    const fromLocal = readJson<SessionInfo>(storages.local, StorageKeys.session);
    if (isSessionInfo(fromSession)) this.info = fromSession;
    else if (isSessionInfo(fromLocal)) {
      this.info = fromLocal;
      this.persistence = 'local';
    }
    if (this.info?.expiresAt && this.info.expiresAt <= root.now()) this.info = null;
    makeAutoObservable<SessionStore, 'root' | 'storages' | 'renewTimer'>(this, {
      root: false,
      storages: false,
      renewTimer: false,
    });
    this.scheduleRenewal();
  }

  get isLoggedIn() {
    return this.info !== null;
  }
  get token() {
    return this.info?.token ?? null;
  }
  get type() {
    return this.info?.type ?? null;
  }
  get isTrial() {
    return isTrialType(this.info?.type);
  }
  get isAgent() {
    return isAgentType(this.info?.type);
  }

  /**
   * Starts a session after a successful login, registration or trial call (the accounts screens
   * call this). `stay` keeps it in localStorage across browser restarts.
   */
  start(info: SessionInfo, options: { stay?: boolean } = {}) {
    // Only the known fields are kept: nothing else (never a password) reaches storage.
    const { token, merchantCode, userName, type, firstTimeLogin, expiresAt } = info;
    this.info = { token, merchantCode, userName, type, firstTimeLogin, expiresAt };
    this.persistence = options.stay ? 'local' : 'session';
    this.save();
    this.scheduleRenewal();
    void this.root.onSessionStarted();
  }

  private save() {
    const { local, session } = this.storages;
    const [keep, other] = this.persistence === 'local' ? [local, session] : [session, local];
    other.removeItem(StorageKeys.session);
    if (this.info) keep.setItem(StorageKeys.session, JSON.stringify(this.info));
    else keep.removeItem(StorageKeys.session);
  }

  private scheduleRenewal() {
    clearTimeout(this.renewTimer);
    const expiresAt = this.info?.expiresAt;
    if (!expiresAt) return;
    const delay = Math.max(0, expiresAt - RENEW_AHEAD_MS - this.root.now());
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }

  /** Renews the token; on failure the session is left to expire (the next call reports it). */
  async renew() {
    if (!this.info) return;
    try {
      const grant = await this.root.api.call(authCalls.renewSession, {});
      runInAction(() => {
        if (!this.info) return;
        this.info = { ...this.info, token: grant.token, expiresAt: grant.expiresAt };
        this.save();
      });
      this.scheduleRenewal();
    } catch {
      // Left as is: an expired token gets SESSION_EXPIRED, which sends the member to login.
    }
  }

  /** Drops the session locally (no platform call): the user data of the stores goes with it. */
  clear() {
    clearTimeout(this.renewTimer);
    this.info = null;
    this.storages.session.removeItem(StorageKeys.session);
    this.storages.local.removeItem(StorageKeys.session);
    this.storages.session.removeItem(StorageKeys.trialName);
    this.root.resetUserData();
  }

  /** The platform said the session expired: clear it and go to login, coming back afterwards. */
  expired(returnTo: string) {
    if (!this.info) return;
    this.clear();
    this.root.ui.showToast(storeMessages.sessionExpired, { kind: 'error' });
    this.root.navigate(loginPath(returnTo), { replace: true });
  }

  /**
   * SPEC §4 logout: confirm; call logout; autoLogin 0; clear the token, trial user, member info,
   * cached lists and session storage; go to /m/login. Resolves false when the member cancelled.
   */
  async logout(options: { confirm?: boolean; to?: string } = {}): Promise<boolean> {
    if (this.loggingOut) return false;
    if (options.confirm !== false) {
      const ok = await this.root.ui.confirm({
        title: storeMessages.popupPrompt,
        message: storeMessages.sureLogout,
        confirmLabel: storeMessages.logoutConfirm,
        cancelLabel: storeMessages.cancel,
      });
      if (!ok) return false;
    }
    this.loggingOut = true;
    const hide = this.root.ui.showLoading(storeMessages.pleaseWait, ToastDuration.sticky);
    try {
      if (this.info) await this.root.api.call(authCalls.logout, {});
    } catch {
      // The session ends on this device whatever the platform answered.
    } finally {
      runInAction(() => {
        this.storages.local.setItem(StorageKeys.autoLogin, '0');
        this.clear();
        this.storages.session.clear();
        this.loggingOut = false;
      });
      hide();
    }
    this.root.navigate(options.to ?? pathTo('login'), { replace: true });
    return true;
  }

  dispose() {
    clearTimeout(this.renewTimer);
  }
}

/** /m/login with the page to come back to after logging in. */
export function loginPath(returnTo?: string | null) {
  const login = pathTo('login');
  if (!returnTo || returnTo.startsWith(login)) return login;
  return pathTo('login', { redirect: returnTo });
}

/** Where to go after logging in: the `redirect` query if it is an app path, else home. */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (target && isAppPath(target)) return target;
  return pathTo('home');
}
