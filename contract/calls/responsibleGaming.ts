// Responsible gaming: a member's own limits (deposit, loss, session time), the reality check
// interval, a break from play and self-exclusion. The platform enforces them: a deposit over a
// limit is refused with DEPOSIT_LIMIT_EXCEEDED, a game launch past the loss or session limit with
// LOSS_LIMIT_REACHED / SESSION_LIMIT_REACHED, and login and game launch during a break or
// self-exclusion with PLAY_BREAK (value `{ until, kind }`, `until` null when permanent).
// Lowering a limit (or setting a first one) applies at once; raising or removing one applies only
// after a cooling period of 24 hours, and the platform says when (`pending.effectiveAt`).
export * from './responsibleGaming/schemas.ts';
export * as responsibleGamingCalls from './responsibleGaming/calls.ts';
