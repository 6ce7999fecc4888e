// Wallet balance (SPEC §3, §4): shown or masked; a refresh hides it until the reload finishes.
import { makeAutoObservable, runInAction } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import type { WalletInfo } from '../api/types';
import type { LoadState } from './SiteSettingsStore';
import { StorageKeys, type Storages } from './storage';
import type { RootStore } from './RootStore';

export class WalletStore {
  wallet: WalletInfo | null = null;
  state: LoadState = 'idle';
  error: unknown = null;
  hidden: boolean;

  constructor(
    private readonly root: RootStore,
    private readonly storages: Storages,
  ) {
    this.hidden = storages.local.getItem(StorageKeys.hideBalance) === '1';
    makeAutoObservable<WalletStore, 'root' | 'storages'>(this, { root: false, storages: false });
  }

  async load() {
    if (!this.root.session.isLoggedIn) return;
    this.state = 'loading';
    try {
      const wallet = await this.root.api.call(memberCalls.wallet, {});
      runInAction(() => {
        this.wallet = wallet;
        this.state = 'ready';
        this.error = null;
      });
    } catch (e) {
      runInAction(() => {
        this.error = e;
        this.state = 'error';
      });
    }
  }

  /** True while a refresh runs: the balance is not shown until it finishes. */
  get refreshing() {
    return this.state === 'loading';
  }

  get symbol() {
    return this.wallet?.currencySymbol || this.root.settings.currencySymbol;
  }

  setHidden(hidden: boolean) {
    this.hidden = hidden;
    this.storages.local.setItem(StorageKeys.hideBalance, hidden ? '1' : '0');
  }

  reset() {
    this.wallet = null;
    this.state = 'idle';
    this.error = null;
  }
}
