// The wallet calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { depositChannels } from './depositChannels.ts';
export { createDeposit } from './createDeposit.ts';
export { depositOrders } from './depositOrders.ts';
export { withdrawInfo } from './withdrawInfo.ts';
export { banks } from './banks.ts';
export { bankCards } from './bankCards.ts';
export { addBankCard } from './addBankCard.ts';
export { removeBankCard } from './removeBankCard.ts';
export { withdraw } from './withdraw.ts';
export { withdrawOrders } from './withdrawOrders.ts';
