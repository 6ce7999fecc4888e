// Bet records, transaction records, profit and loss, agent contracts.
export * from './records/schemas.ts';
export * as recordCalls from './records/calls.ts';
