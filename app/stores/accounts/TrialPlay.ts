// Trial (free play, SPEC §3, §6): creates a trial account (type 4), starts its session and keeps
// its name in session storage as `trialName`. One request however often the button is tapped.
// Used by the login screen's free-play button and the trial page (/m/trail).
import { makeAutoObservable, runInAction } from 'mobx';
import { storeMessages } from '../messages';
import { StorageKeys } from '../storage';
import { sessionInfoOf } from './AccountSettings';
import type { AccountsDeps } from './deps';

export class TrialPlay {
  starting = false;
  /** The last failure (shown with the button, which retries). */
  error: unknown = null;

  constructor(
    private readonly deps: AccountsDeps,
    /** The merchant of the session (the settings' code, else the app's). */
    private readonly merchantCode: () => string = deps.merchantCode,
  ) {
    makeAutoObservable<TrialPlay, 'deps' | 'merchantCode'>(this, { deps: false, merchantCode: false });
  }

  /** The trial member's name: the stored trialName, else the session's user name. */
  get trialName(): string {
    return (
      this.deps.storages.session.getItem(StorageKeys.trialName) ?? this.deps.session.info?.userName ?? ''
    );
  }

  /** Starts free play; resolves true once the trial session is open. */
  async start(): Promise<boolean> {
    if (this.starting) return false;
    this.starting = true;
    this.error = null;
    const hide = this.deps.ui.showLoading(storeMessages.pleaseWait);
    try {
      const grant = await this.deps.api.trial();
      hide();
      runInAction(() => {
        this.starting = false;
      });
      this.deps.session.start(
        sessionInfoOf({ ...grant, type: grant.customerType, firstTimeLogin: false }, this.merchantCode()),
      );
      // After start: the session keeps trialName in sessionStorage (SPEC §3).
      this.deps.storages.session.setItem(StorageKeys.trialName, grant.userName);
      return true;
    } catch (e) {
      hide();
      runInAction(() => {
        this.starting = false;
        this.error = e;
      });
      return false;
    }
  }
}
