// Member info, wallet, security center, profile, VIP, sign-in, invite friends.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';
import { memberType } from '../../common.ts';

export const memberInfo = lazySchema(() =>
  z.object({
    id: z.number(),
    account: z.string(),
    userName: z.string(),
    nickname: z.string(),
    type: memberType,
    clubLabel: z.nullable(z.object({ labelName: z.string() })),
    vipLevel: z.number(),
    /** Masked, e.g. '+55 ****5678', or '' when none is bound. */
    mobileNum: z.string(),
    email: z.string(),
    realName: z.string(),
    hasPaymentPassword: z.boolean(),
    createdAt: z.number(),
    lastLoginAt: z.number(),
  }),
);

export const wallet = lazySchema(() =>
  z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    currencyPattern: z.string(),
    sumBalance: z.number(),
    /** Sub-wallets: main, bonus, points. */
    wallets: z.array(z.object({ name: z.string(), balance: z.number() })),
  }),
);

export const SECURITY_ITEMS = [
  'loginPassword',
  'paymentPassword',
  'mobile',
  'email',
  'realName',
  'bankCard',
] as const;
export const securityCenter = lazySchema(() =>
  z.object({
    /** 0-100. */
    score: z.number(),
    items: z.array(z.object({ key: z.enum(SECURITY_ITEMS), set: z.boolean(), display: z.string() })),
  }),
);

/** One sign-in to the account: when, from which browser and system, from about where. */
export const loginRecord = lazySchema(() =>
  z.object({
    at: z.number(),
    /** The browser and the system, read from the device's user agent ('' when not recognised). */
    browser: z.string(),
    os: z.string(),
    /** ISO 3166-1 alpha-2 country of the address it came from, and its city ('' when unknown). */
    country: z.string(),
    city: z.string(),
    /** The sign-in of the session making this call. */
    current: z.boolean(),
    /** Its session still works (neither signed out nor expired). */
    active: z.boolean(),
  }),
);

export const vipLevel = lazySchema(() =>
  z.object({
    level: z.number(),
    name: z.string(),
    /** Deposits and valid bets (in the merchant currency) a member needs to reach this level. */
    depositRequired: z.number(),
    betRequired: z.number(),
    /** Paid once on reaching the level. */
    upgradeBonus: z.number(),
    monthlyBonus: z.number(),
    birthdayBonus: z.number(),
    /** Withdrawals a day. */
    dailyWithdrawLimit: z.number(),
    /** Percent of valid bets paid back. */
    rebateRate: z.number(),
    /** The level's badge, and its exclusive-bonus picture. */
    imageUrl: z.string(),
    bonusImageUrl: z.string(),
  }),
);

export const vipLevels = lazySchema(() =>
  z.object({
    /** Levels 1 to 15, in order. */
    levels: z.array(vipLevel),
    /** How levels are reached and kept (HTML, sanitised before rendering). */
    levelRulesHtml: z.string(),
    /** How the exclusive bonuses are paid (HTML). */
    bonusRulesHtml: z.string(),
    /** The benefit description (HTML). */
    descriptionHtml: z.string(),
  }),
);

export const vipBenefits = lazySchema(() =>
  z.object({
    /** The member's level. */
    current: vipLevel,
    /** The level above; null at the top level. */
    next: z.nullable(vipLevel),
    /** Deposits and valid bets counted toward the next level's requirements. */
    depositProgress: z.number(),
    betProgress: z.number(),
  }),
);

export const signInStatus = lazySchema(() =>
  z.object({
    /** The platform's day (YYYY-MM-DD, UTC): sign-in days follow the platform's clock, not the device's. */
    today: z.string(),
    signedToday: z.boolean(),
    streak: z.number(),
    /** Sign-ins available to claim today (red dot when above 0). */
    count: z.number(),
    /** The 7-day cycle: day n's reward, and whether the current run has reached it. */
    days: z.array(z.object({ day: z.number(), reward: z.number(), signed: z.boolean() })),
    /** The member's sign-ins in today's month, oldest first (the calendar). */
    monthSignIns: z.array(z.object({ date: z.string(), reward: z.number() })),
    rulesHtml: z.string(),
  }),
);

export const inviteInfo = lazySchema(() =>
  z.object({
    code: z.string(),
    link: z.string(),
    invitedCount: z.number(),
    qualifiedCount: z.number(),
    totalReward: z.number(),
    rewardPerFriend: z.number(),
    rulesHtml: z.string(),
    /** Invited friends, newest first: one page of them. */
    records: z.array(
      z.object({
        userName: z.string(),
        registeredAt: z.number(),
        qualified: z.boolean(),
        reward: z.number(),
      }),
    ),
    pageNum: z.number(),
    totalPages: z.number(),
  }),
);

/** A login password, asked for when a bound mobile number or e-mail is changed (not when first bound). */
export const currentPassword = lazySchema(() => z.optional(z.string().check(z.maxLength(64))));
