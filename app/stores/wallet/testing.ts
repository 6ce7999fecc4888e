// Test helpers of the wallet stores: the dependencies with a given API call and nothing running, and
// a bank card.
import type { BankCard } from './BankCardList';
import type { WalletDeps } from './deps';

export function fakeWalletDeps(call: WalletDeps['api']['call']): WalletDeps {
  return {
    api: { call },
    isTrial: () => false,
    channels: () => [],
    reloadBalance: () => Promise.resolve(),
    now: () => 0,
    setInterval: () => 0,
    clearInterval: () => undefined,
  };
}

/** A member's card as the platform lists it. */
export const testCard: BankCard = {
  id: 7,
  bankCode: 'ICBC',
  bankName: 'ICBC',
  accountName: 'Maria',
  accountNumber: '**** 1234',
  isDefault: true,
};
