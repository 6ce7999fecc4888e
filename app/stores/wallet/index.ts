export { HISTORY_PAGE_SIZE, walletFeature, WalletFeature } from './WalletFeature';
export {
  DepositForm,
  parseAmount,
  type AmountProblem,
  type DepositChannel,
  type DepositOrder,
} from './DepositForm';
export { DepositOrderTracker, isFinal, type OrderPhase } from './DepositOrderTracker';
export { BankCardList, type BankCard } from './BankCardList';
export {
  BankCardForm,
  PaymentPasswordSetup,
  WithdrawForm,
  type PaymentPasswordField,
  fieldOf,
  type Bank,
  type WithdrawInfo,
  type WithdrawOrder,
} from './WithdrawForm';
