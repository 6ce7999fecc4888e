// Member info, wallet, security center, profile, VIP, sign-in, invite friends.
import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import { memberType, ok, optLanguage, qPage } from '../common.ts';

export const memberInfo = z.object({
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
});

export const wallet = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyPattern: z.string(),
  sumBalance: z.number(),
  /** Sub-wallets: main, bonus, points. */
  wallets: z.array(z.object({ name: z.string(), balance: z.number() })),
});

export const SECURITY_ITEMS = [
  'loginPassword',
  'paymentPassword',
  'mobile',
  'email',
  'realName',
  'bankCard',
] as const;
export const securityCenter = z.object({
  /** 0-100. */
  score: z.number(),
  items: z.array(z.object({ key: z.enum(SECURITY_ITEMS), set: z.boolean(), display: z.string() })),
});

export const vipLevel = z.object({
  level: z.number(),
  name: z.string(),
  depositRequired: z.number(),
  betRequired: z.number(),
  upgradeBonus: z.number(),
  monthlyBonus: z.number(),
  birthdayBonus: z.number(),
  dailyWithdrawLimit: z.number(),
  rebateRate: z.number(),
  imageUrl: z.string(),
  bonusImageUrl: z.string(),
});

export const vipBenefits = z.object({
  level: z.number(),
  levelName: z.string(),
  nextLevel: z.nullable(z.number()),
  depositProgress: z.number(),
  depositRequired: z.number(),
  betProgress: z.number(),
  betRequired: z.number(),
  benefits: z.array(z.object({ key: z.string(), title: z.string(), value: z.string() })),
});

export const signInStatus = z.object({
  signedToday: z.boolean(),
  streak: z.number(),
  /** Sign-ins available to claim today (red dot when above 0). */
  count: z.number(),
  days: z.array(z.object({ day: z.number(), reward: z.number(), signed: z.boolean() })),
  rulesHtml: z.string(),
});

export const inviteInfo = z.object({
  code: z.string(),
  link: z.string(),
  invitedCount: z.number(),
  qualifiedCount: z.number(),
  totalReward: z.number(),
  rewardPerFriend: z.number(),
  rulesHtml: z.string(),
  records: z.array(
    z.object({ userName: z.string(), registeredAt: z.number(), qualified: z.boolean(), reward: z.number() }),
  ),
});

export const memberCalls = {
  memberInfo: defineCall({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'member',
    request: z.object({}),
    response: memberInfo,
    summary: 'The logged-in member.',
  }),
  wallet: defineCall({
    method: 'GET',
    path: '/wps/member/wallet',
    auth: 'member',
    request: z.object({}),
    response: wallet,
    summary: 'Balances with the merchant currency.',
  }),
  securityCenter: defineCall({
    method: 'GET',
    path: '/wps/member/security',
    auth: 'member',
    trialRefused: true,
    request: z.object({}),
    response: securityCenter,
    summary: 'What is set up (passwords, mobile, e-mail, real name, bank card) and a score.',
  }),
  updateProfile: defineCall({
    method: 'POST',
    path: '/wps/member/profile',
    auth: 'member',
    trialRefused: true,
    request: z.object({
      nickname: z.optional(z.string().check(z.maxLength(32))),
      email: z.optional(z.string().check(z.maxLength(120))),
      realName: z.optional(z.string().check(z.maxLength(64))),
    }),
    response: ok,
    summary: 'Sets nickname, e-mail or real name (security center). VALIDATION_ERROR per field.',
  }),
  bindMobile: defineCall({
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    trialRefused: true,
    request: z.object({
      mobileNum: z.string().check(z.maxLength(20)),
      countryDialingCode: z.string().check(z.maxLength(6)),
      verificationCode: z.string().check(z.maxLength(10)),
    }),
    response: ok,
    summary: 'Binds a mobile number after an SMS code (purpose bind).',
  }),
  setPaymentPassword: defineCall({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    trialRefused: true,
    request: z.object({
      /** Current payment password; '' when none is set yet. */
      oldPassword: z.string().check(z.maxLength(6)),
      password: z.string().check(z.maxLength(6)),
      confirmPassword: z.string().check(z.maxLength(6)),
    }),
    response: ok,
    summary: 'Sets or changes the 6-digit payment password used to withdraw.',
  }),
  avatar: defineCall({
    method: 'GET',
    path: '/wps/member/avatar',
    auth: 'member',
    request: z.object({}),
    response: z.object({
      avatarId: z.number(),
      url: z.string(),
      options: z.array(z.object({ avatarId: z.number(), url: z.string() })),
    }),
    summary: 'The member’s head icon and the icons to choose from.',
  }),
  setAvatar: defineCall({
    method: 'POST',
    path: '/wps/member/avatar',
    auth: 'member',
    trialRefused: true,
    request: z.object({ avatarId: z.number() }),
    response: ok,
    summary: 'Chooses a head icon; NOT_FOUND for an unknown one.',
  }),
  feedback: defineCall({
    method: 'PUT',
    path: '/wps/member/feedback',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: z.object({
      category: z.enum(['deposit', 'withdraw', 'game', 'promotion', 'account', 'other']),
      content: z.string().check(z.minLength(5), z.maxLength(500)),
    }),
    response: z.object({ id: z.number(), createdAt: z.number() }),
    summary: 'Sends feedback to the merchant (5 to 500 characters). Idempotent.',
  }),
  vipLevels: defineCall({
    method: 'GET',
    path: '/wps/vip/levels',
    auth: 'none',
    request: z.object({ language: optLanguage }),
    response: z.object({ levels: z.array(vipLevel), descriptionHtml: z.string() }),
    summary: 'VIP levels 1 to 15 with their bonuses and images.',
  }),
  vipBenefits: defineCall({
    method: 'GET',
    path: '/wps/vip/benefits',
    auth: 'member',
    trialRefused: true,
    request: z.object({ language: optLanguage }),
    response: vipBenefits,
    summary: "The member's VIP level, progress to the next and benefits.",
  }),
  signInStatus: defineCall({
    method: 'GET',
    path: '/wps/signin/status',
    auth: 'member',
    trialRefused: true,
    request: z.object({}),
    response: signInStatus,
    summary: 'Daily sign-in calendar (7-day cycle) and whether today is signed.',
  }),
  signIn: defineCall({
    method: 'POST',
    path: '/wps/signin',
    auth: 'member',
    trialRefused: true,
    request: z.object({}),
    response: z.object({ reward: z.number(), streak: z.number(), balance: z.number() }),
    summary: 'Signs in for today and credits the reward; ALREADY_DONE when signed already.',
  }),
  inviteInfo: defineCall({
    method: 'GET',
    path: '/wps/invite/info',
    auth: 'member',
    trialRefused: true,
    request: z.object({ pageNo: z.optional(qPage) }),
    response: inviteInfo,
    summary: 'Referral code, link, stats and invited friends.',
  }),
};
