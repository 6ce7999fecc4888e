// Wallet balance (SPEC §3, §4): shown or masked; a refresh hides it until the reload finishes.
// Also the deposit channels the deposit page lists.
import { makeAutoObservable } from 'mobx';
import { memberCalls } from '@contract/calls/member';
import { walletCalls } from '@contract/calls/wallet';
import type { DepositChannel, WalletInfo } from '../api/types';
import { Loader, type LoadState } from './load';
import { StorageKeys, type Storages } from './storage';
import type { RootStore } from './RootStore';

export class WalletStore {
  wallet: WalletInfo | null = null;
  hidden: boolean;
  depositChannels: DepositChannel[] = [];
  /** The deposit channels' load (the deposit page shows its state). */
  readonly depositChannelsLoad = new Loader();
  private readonly loader = new Loader();

  constructor(
    private readonly root: RootStore,
    private readonly storages: Storages,
  ) {
    this.hidden = storages.local.getItem(StorageKeys.hideBalance) === '1';
    makeAutoObservable<WalletStore, 'root' | 'storages' | 'loader'>(this, {
      root: false,
      storages: false,
      loader: false,
      depositChannelsLoad: false,
    });
  }

  get state(): LoadState {
    return this.loader.state;
  }

  get error(): unknown {
    return this.loader.error;
  }

  async load() {
    if (!this.root.session.isLoggedIn) return;
    await this.loader.run(
      () => this.root.api.call(memberCalls.wallet, {}),
      (wallet) => {
        this.wallet = wallet;
      },
    );
  }

  /** The merchant's deposit channels, with their limits, fees and preset amounts. */
  async loadDepositChannels() {
    await this.depositChannelsLoad.run(
      () => this.root.api.call(walletCalls.depositChannels, {}),
      (channels) => {
        this.depositChannels = channels;
      },
    );
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
    this.loader.reset();
    this.depositChannels = [];
    this.depositChannelsLoad.reset();
  }
}
