// Member info, wallet, security center, profile, VIP, sign-in, invite friends.
export * from './member/schemas.ts';
export * as memberCalls from './member/calls.ts';
