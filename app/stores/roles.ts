// Member types (SPEC §3, §6, §9).
export const TRIAL_TYPE = 4;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Types never asked about pending agent contracts (SPEC §5, §6). */
export const CONTRACT_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];

export const isTrialType = (type: number | null | undefined) => type === TRIAL_TYPE;
export const isAgentType = (type: number | null | undefined) => type != null && AGENT_TYPES.includes(type);
