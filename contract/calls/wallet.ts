// Deposit channels and orders, withdraw, bank cards.
export * from './wallet/schemas.ts';
export * as walletCalls from './wallet/calls.ts';
