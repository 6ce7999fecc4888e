// The records calls by name. Each is a module of its own, so each goes to the chunk of the code that
// makes it: the first load carries only the calls it makes (a module is never split between chunks).
export { betRecords } from './betRecords.ts';
export { transactions } from './transactions.ts';
export { profitAndLoss } from './profitAndLoss.ts';
export { contractRequests } from './contractRequests.ts';
export { contracts } from './contracts.ts';
export { respondContract } from './respondContract.ts';
