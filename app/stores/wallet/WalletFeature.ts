// The wallet feature store (root.features.wallet): the deposit form, the order being paid and the
// deposit history. The balance itself stays in the WalletStore, which these reload after money moves.
import { walletCalls } from '@contract/calls/wallet';
import type { FeatureStore } from '../features';
import type { RootStore } from '../RootStore';
import type { WalletDeps } from './deps';
import { DepositForm, type DepositOrder } from './DepositForm';
import { DepositOrderTracker } from './DepositOrderTracker';
import { OrderHistory } from './OrderHistory';
import { WithdrawForm, type WithdrawOrder } from './WithdrawForm';

export class WalletFeature implements FeatureStore {
  readonly deposit: DepositForm;
  readonly order: DepositOrderTracker;
  readonly deposits: OrderHistory<DepositOrder>;
  readonly withdraw: WithdrawForm;
  readonly withdrawals: OrderHistory<WithdrawOrder>;

  constructor(readonly deps: WalletDeps) {
    this.deposit = new DepositForm(deps);
    this.order = new DepositOrderTracker(deps);
    this.deposits = new OrderHistory((pageNo, pageSize) =>
      deps.api.call(walletCalls.depositOrders, { pageNo, pageSize }),
    );
    this.withdraw = new WithdrawForm(deps);
    this.withdrawals = new OrderHistory((pageNo, pageSize) =>
      deps.api.call(walletCalls.withdrawOrders, { pageNo, pageSize }),
    );
  }

  /** Logout or expiry: nothing of the member's stays. */
  reset() {
    this.order.close();
    this.deposit.clearAmount();
    this.deposits.clear();
    this.withdraw.reset();
    this.withdrawals.clear();
  }

  dispose() {
    this.order.stop();
  }
}

export function createWalletFeature(root: RootStore): WalletFeature {
  return new WalletFeature({
    api: root.api,
    isTrial: () => root.session.isTrial,
    channels: () => root.wallet.depositChannels,
    reloadBalance: () => root.wallet.load(),
    now: root.now,
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  });
}
