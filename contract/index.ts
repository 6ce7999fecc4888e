// The platform contract: every call once (method, path, auth need, request and response schemas),
// shared by the app's API client (app/api/) and the simulator. Conventions: contract/README.md.
import { authCalls } from './calls/auth.ts';
import { gameCalls } from './calls/games.ts';
import { memberCalls } from './calls/member.ts';
import { messageCalls } from './calls/messages.ts';
import { promotionCalls } from './calls/promotions.ts';
import { recordCalls } from './calls/records.ts';
import { responsibleGamingCalls } from './calls/responsibleGaming.ts';
import { systemCalls } from './calls/system.ts';
import { walletCalls } from './calls/wallet.ts';

/**
 * Every call by name, for those that serve or fake them all (the simulator, the tests' platform).
 * Built only where it is used: spreading the groups (module namespaces, whose properties are
 * getters) would otherwise count as a side effect, and keep every call in any bundle that imports
 * this module, where a bundle should hold only the calls its code makes.
 */
export const contract = /* @__PURE__ */ (() => ({
  ...systemCalls,
  ...authCalls,
  ...memberCalls,
  ...messageCalls,
  ...promotionCalls,
  ...gameCalls,
  ...walletCalls,
  ...recordCalls,
  ...responsibleGamingCalls,
}))();
export type Contract = typeof contract;
export type CallName = keyof Contract;

export * from './define.ts';
export * from './errors.ts';
export * from './common.ts';
export * from './calls/system.ts';
export * from './calls/auth.ts';
export * from './calls/member.ts';
export * from './calls/messages.ts';
export * from './calls/promotions.ts';
export * from './calls/games.ts';
export * from './calls/wallet.ts';
export * from './calls/records.ts';
export * from './calls/responsibleGaming.ts';
export * from './crypto.ts';
