export { createWalletFeature, WalletFeature } from './WalletFeature';
export {
  DepositForm,
  parseAmount,
  type AmountProblem,
  type DepositChannel,
  type DepositOrder,
} from './DepositForm';
export { DepositOrderTracker, isFinal, type OrderPhase } from './DepositOrderTracker';
export { OrderHistory } from './OrderHistory';
export {
  BankCardForm,
  PaymentPasswordSetup,
  WithdrawForm,
  fieldOf,
  type Bank,
  type WithdrawInfo,
  type WithdrawOrder,
} from './WithdrawForm';
