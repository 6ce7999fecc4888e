// Member info, wallet, security center, profile, VIP, sign-in, invite friends.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { memberType, ok, optLanguage, qPage } from '../common.ts';
import { smsCodeSent } from './auth.ts';

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

/** A login password, asked for when a bound mobile number or e-mail is changed (not when first bound). */
const currentPassword = lazySchema(() => z.optional(z.string().check(z.maxLength(64))));

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

export const memberCalls = {
  memberInfo: defineCall({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: memberInfo,
    summary: 'The logged-in member.',
  }),
  wallet: defineCall({
    method: 'GET',
    path: '/wps/member/wallet',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: wallet,
    summary: 'Balances with the merchant currency.',
  }),
  securityCenter: defineCall({
    method: 'GET',
    path: '/wps/member/security',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: securityCenter,
    summary: 'What is set up (passwords, mobile, e-mail, real name, bank card) and a score.',
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/wps/member/profile',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        nickname: z.optional(z.string().check(z.maxLength(32))),
        realName: z.optional(z.string().check(z.maxLength(64))),
      }),
    ),
    response: ok,
    summary:
      'Sets the nickname, or the real name once (security center): VALIDATION_ERROR per field, ALREADY_DONE when a real name is set. The e-mail changes only with a code (bindEmail).',
  }),
  bindMobile: defineCall({
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        mobileNum: z.string().check(z.maxLength(20)),
        countryDialingCode: z.string().check(z.maxLength(6)),
        verificationCode: z.string().check(z.maxLength(10)),
        password: currentPassword,
      }),
    ),
    response: ok,
    summary:
      'Binds a mobile number after an SMS code to it (purpose bind). Changing a bound number also needs the login password (an account without one: not asked). VERIFICATION_CODE_INVALID, PASSWORD_INCORRECT, CONFLICT (err_mobile_exists), RATE_LIMITED.',
  }),
  sendEmailCode: defineCall({
    method: 'POST',
    path: '/wps/verification/email',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        email: z.string().check(z.maxLength(120)),
        captcha: z.optional(z.string().check(z.maxLength(16))),
        captchaId: z.optional(z.string()),
      }),
    ),
    response: smsCodeSent,
    summary:
      'E-mails a code (never really sent) to bind an address, after a captcha, with the SMS limits per address, client and account: VALIDATION_ERROR (format), CAPTCHA_REQUIRED, CAPTCHA_INVALID, RATE_LIMITED.',
  }),
  bindEmail: defineCall({
    method: 'POST',
    path: '/wps/member/email',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        email: z.string().check(z.maxLength(120)),
        verificationCode: z.string().check(z.maxLength(10)),
        password: currentPassword,
      }),
    ),
    response: ok,
    summary:
      'Binds an e-mail address after the code sent to it. Changing a bound one also needs the login password. VERIFICATION_CODE_INVALID, PASSWORD_INCORRECT, CONFLICT (err_email_exists), RATE_LIMITED.',
  }),
  loginHistory: defineCall({
    method: 'GET',
    path: '/wps/member/logins',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ logins: z.array(loginRecord) })),
    summary:
      'The last 10 sign-ins to the account, newest first, with device, approximate place and session state.',
  }),
  setPaymentPassword: defineCall({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        /** Current payment password; '' when none is set yet. */
        oldPassword: z.string().check(z.maxLength(6)),
        password: z.string().check(z.maxLength(6)),
        confirmPassword: z.string().check(z.maxLength(6)),
      }),
    ),
    response: ok,
    summary:
      'Sets or changes the 6-digit payment password used to withdraw (the old one to change): PAYMENT_PASSWORD_INVALID, PASSWORD_SAME, PASSWORD_MISMATCH, RATE_LIMITED after 5 wrong payment passwords in an hour.',
  }),
  avatar: defineCall({
    method: 'GET',
    path: '/wps/member/avatar',
    auth: 'member',
    request: lazySchema(() => z.object({})),
    response: lazySchema(() =>
      z.object({
        avatarId: z.number(),
        url: z.string(),
        options: z.array(z.object({ avatarId: z.number(), url: z.string() })),
      }),
    ),
    summary: 'The member’s head icon and the icons to choose from.',
  }),
  setAvatar: defineCall({
    method: 'POST',
    path: '/wps/member/avatar',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ avatarId: z.number() })),
    response: ok,
    summary: 'Chooses a head icon; NOT_FOUND for an unknown one.',
  }),
  feedback: defineCall({
    method: 'PUT',
    path: '/wps/member/feedback',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() =>
      z.object({
        category: z.enum(['deposit', 'withdraw', 'game', 'promotion', 'account', 'other']),
        content: z.string().check(z.minLength(5), z.maxLength(500)),
      }),
    ),
    response: lazySchema(() => z.object({ id: z.number(), createdAt: z.number() })),
    summary: 'Sends feedback to the merchant (5 to 500 characters). Idempotent.',
  }),
  vipLevels: defineCall({
    method: 'GET',
    path: '/wps/vip/levels',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: vipLevels,
    summary: 'VIP levels 1 to 15 with their bonuses and images, and the club page texts.',
  }),
  vipBenefits: defineCall({
    method: 'GET',
    path: '/wps/vip/benefits',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: vipBenefits,
    summary: "The member's VIP level, progress to the next and benefits.",
  }),
  signInStatus: defineCall({
    method: 'GET',
    path: '/wps/signin/status',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({})),
    response: signInStatus,
    summary: 'Daily sign-in: the 7-day cycle, this month’s sign-ins and whether today is signed.',
  }),
  signIn: defineCall({
    method: 'POST',
    path: '/wps/signin',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() => z.object({})),
    response: lazySchema(() => z.object({ reward: z.number(), streak: z.number(), balance: z.number() })),
    summary:
      'Signs in for the platform’s day and credits the reward, once a day: ALREADY_DONE when signed already. Idempotent.',
  }),
  inviteInfo: defineCall({
    method: 'GET',
    path: '/wps/invite/info',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ pageNo: z.optional(qPage), pageSize: z.optional(qPage) })),
    response: inviteInfo,
    summary:
      'Referral code, link, stats and one page of invited friends (pageSize 20 by default). ' +
      'PROMOTION_UNAVAILABLE when the merchant has referral off; NO_PERMISSION for agents.',
  }),
};
