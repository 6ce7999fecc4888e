// Value types of the contract calls the shell's stores keep.
import type { ResponseOf } from '@contract/define';
import type { contract } from '@contract';

export type SystemStatusValue = ResponseOf<typeof contract.systemStatus>;
export type SiteSettings = ResponseOf<typeof contract.siteSettings>;
export type MemberInfo = ResponseOf<typeof contract.memberInfo>;
export type WalletInfo = ResponseOf<typeof contract.wallet>;
export type DepositChannel = ResponseOf<typeof contract.depositChannels>[number];
export type UnreadCounts = ResponseOf<typeof contract.unreadCounts>;
export type ContractRequests = ResponseOf<typeof contract.contractRequests>;
