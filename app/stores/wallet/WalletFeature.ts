// The wallet feature store (`useFeature(walletFeature)`): the deposit form, the order being paid, the
// withdraw form, the member's deposits and withdrawals (newest first, a page at a time) and bank
// cards. The balance itself stays in the WalletStore, which these reload after money moves.
import { walletCalls } from '@contract/calls/wallet';
import { defineFeature, type FeatureStore } from '../features';
import type { WalletDeps } from './deps';
import { DepositForm, type DepositOrder } from './DepositForm';
import { DepositOrderTracker } from './DepositOrderTracker';
import { PagedRecords } from '../records/PagedRecords';
import { BankCardList } from './BankCardList';
import { WithdrawForm, type WithdrawOrder } from './WithdrawForm';

/** Orders a history page holds. */
export const HISTORY_PAGE_SIZE = 20;
const orderKey = (o: { orderId: string }) => o.orderId;

export class WalletFeature implements FeatureStore {
  readonly deposit: DepositForm;
  readonly order: DepositOrderTracker;
  readonly deposits: PagedRecords<DepositOrder>;
  readonly withdraw: WithdrawForm;
  readonly withdrawals: PagedRecords<WithdrawOrder>;
  readonly cards: BankCardList;

  constructor(readonly deps: WalletDeps) {
    this.deposit = new DepositForm(deps);
    this.order = new DepositOrderTracker(deps);
    this.deposits = new PagedRecords<DepositOrder>(
      (pageNo) => deps.api.call(walletCalls.depositOrders, { pageNo, pageSize: HISTORY_PAGE_SIZE }),
      orderKey,
    );
    this.withdraw = new WithdrawForm(deps);
    this.withdrawals = new PagedRecords<WithdrawOrder>(
      (pageNo) => deps.api.call(walletCalls.withdrawOrders, { pageNo, pageSize: HISTORY_PAGE_SIZE }),
      orderKey,
    );
    this.cards = new BankCardList(deps);
  }

  /** Logout or expiry: nothing of the member's stays. */
  reset() {
    this.order.close();
    this.deposit.clearAmount();
    this.deposits.clear();
    this.withdraw.reset();
    this.withdrawals.clear();
    this.cards.reset();
  }

  dispose() {
    this.order.stop();
  }
}

export const walletFeature = defineFeature(
  'wallet',
  (root) =>
    new WalletFeature({
      api: root.api,
      isTrial: () => root.session.isTrial,
      channels: () => root.wallet.depositChannels,
      reloadBalance: () => root.wallet.load(),
      now: root.now,
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
    }),
);
