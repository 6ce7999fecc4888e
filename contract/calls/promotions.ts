// Promotions, availability, joining, reward requests, reward center and points mall.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { announcementImage, optLanguage, page, paging, qInt } from '../common.ts';

/** Promotion categories in menu order (SPEC §9); 'all' is the menu's own entry. */
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;

/** Promotion kinds (availability keys); the receiving center sums MANUAL…TICKET. */
export const PROMO_KINDS = [
  'LOGIN',
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'TICKET',
  'APP_DOWNLOAD',
  'REFERRAL',
  'AUTO',
] as const;

/** The member's state for a promotion (activity labels of SPEC §3); null for guests. */
export const PROMOTION_STATES = [
  'JOIN',
  'JOINED',
  'CLAIM',
  'CLAIMED',
  'APPLYING',
  'PROCESS',
  'REJECTED',
  'ISSUED',
  'CLOSE',
  'COMING_SOON',
] as const;

export const promotion = lazySchema(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    /** HTML: sanitise before rendering. */
    content: z.string(),
    category: z.enum(PROMOTION_CATEGORIES),
    kind: z.enum(PROMO_KINDS),
    /** YYYY-MM-DD. */
    startDate: z.string(),
    endDate: z.string(),
    /** 1 long-term (no end), 0 dated. */
    noExpiry: z.number(),
    linkedPromotionId: z.nullable(z.number()),
    imageRequired: z.enum(['Y', 'N']),
    remarkRequired: z.enum(['Y', 'N']),
    /** Sequence 1 cover, 2 banner. */
    announcementImages: z.array(announcementImage),
    state: z.nullable(z.enum(PROMOTION_STATES)),
    sequence: z.number(),
  }),
);

export const promoAvailability = lazySchema(() =>
  z.array(z.object({ key: z.enum(PROMO_KINDS), enabled: z.boolean(), count: z.number() })),
);

export const REWARD_STATUSES = ['APPLYING', 'PROCESS', 'REJECTED', 'ISSUED', 'CLAIMED'] as const;
export const rewardRecord = lazySchema(() =>
  z.object({
    id: z.number(),
    promotionId: z.number(),
    title: z.string(),
    status: z.enum(REWARD_STATUSES),
    amount: z.number(),
    remarks: z.string(),
    pictures: z.array(z.string()),
    createdAt: z.number(),
  }),
);

export const mallItem = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    category: z.string(),
    points: z.number(),
    stock: z.number(),
    imageUrl: z.string(),
    description: z.string(),
  }),
);

/** A redemption in the points mall (the member's history). */
export const mallOrder = lazySchema(() =>
  z.object({
    orderId: z.string(),
    itemId: z.number(),
    /** The item's name now ('' when the item was removed since). */
    name: z.string(),
    imageUrl: z.string(),
    quantity: z.number(),
    /** Points paid. */
    points: z.number(),
    createdAt: z.number(),
  }),
);

/** Reward images (SPEC §5): jpeg/jpg/png, at most 5 MB each, at most 3. */
export const REWARD_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const REWARD_IMAGE_MAX_BYTES = 5_242_880;
export const REWARD_IMAGE_MAX_COUNT = 3;
export const REWARD_REMARK_MAX = 140;

export const promotionCalls = {
  promotions: defineCall({
    method: 'GET',
    path: '/wps/promotion/list',
    auth: 'optional',
    request: lazySchema(() => z.object({ language: optLanguage, category: z.optional(z.string()) })),
    response: lazySchema(() => z.array(promotion)),
    summary: 'Current promotions (ordered); with a session each carries the member’s state.',
  }),
  promotionDetail: defineCall({
    method: 'GET',
    path: '/wps/promotion/{id}',
    auth: 'optional',
    request: lazySchema(() => z.object({ id: qInt, language: optLanguage })),
    response: promotion,
    summary: 'One promotion; NOT_FOUND for an unknown id.',
  }),
  promoAvailability: defineCall({
    method: 'GET',
    path: '/wps/promotion/availability',
    auth: 'optional',
    request: lazySchema(() => z.object({})),
    response: promoAvailability,
    summary: 'Per promotion kind: enabled and the member’s available count (0 for guests).',
  }),
  joinPromotion: defineCall({
    method: 'POST',
    path: '/wps/promotion/join',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ promotionId: z.number() })),
    response: lazySchema(() => z.object({ promotionId: z.number(), state: z.enum(PROMOTION_STATES) })),
    summary: 'Joins a promotion; ALREADY_DONE when joined, PROMOTION_UNAVAILABLE when closed.',
  }),
  uploadRewardImage: defineCall({
    method: 'POST',
    path: '/wps/promotion/reward/image',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() =>
      z.object({
        fileName: z.string().check(z.maxLength(200)),
        contentType: z.string(),
        /** The file, base64. */
        data: z.string(),
      }),
    ),
    response: lazySchema(() => z.object({ pictureId: z.string(), url: z.string() })),
    summary: 'Stores a reward image (checked by content, not by name): IMAGE_TYPE, IMAGE_TOO_LARGE.',
  }),
  rewardRequest: defineCall({
    method: 'POST',
    path: '/wps/promotion/reward',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() =>
      z.object({
        promotionId: z.number(),
        remarks: z.string().check(z.maxLength(REWARD_REMARK_MAX)),
        /** pictureIds from uploadRewardImage. */
        pictures: z.array(z.string()).check(z.maxLength(REWARD_IMAGE_MAX_COUNT)),
      }),
    ),
    response: rewardRecord,
    summary: 'Applies for a promotion reward; required image/remark per the promotion. Idempotent.',
  }),
  rewardCenter: defineCall({
    method: 'GET',
    path: '/wps/reward/center',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ ...paging, status: z.optional(z.enum(REWARD_STATUSES)) })),
    response: lazySchema(() => page(rewardRecord)),
    summary: 'The member’s reward applications and rewards.',
  }),
  claimReward: defineCall({
    method: 'POST',
    path: '/wps/reward/claim',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() => z.object({ id: z.number() })),
    response: lazySchema(() => z.object({ id: z.number(), amount: z.number(), balance: z.number() })),
    summary: 'Claims an issued reward into the wallet. Idempotent.',
  }),
  mallItems: defineCall({
    method: 'GET',
    path: '/wps/mall/items',
    auth: 'optional',
    request: lazySchema(() => z.object({ language: optLanguage, category: z.optional(z.string()) })),
    response: lazySchema(() => z.object({ points: z.number(), items: z.array(mallItem) })),
    summary: 'Points mall items; points is the member’s balance (0 for guests).',
  }),
  redeem: defineCall({
    method: 'POST',
    path: '/wps/mall/redeem',
    auth: 'member',
    trialRefused: true,
    idempotent: true,
    request: lazySchema(() =>
      z.object({ itemId: z.number(), quantity: z.number().check(z.gte(1), z.lte(10)) }),
    ),
    response: lazySchema(() => z.object({ orderId: z.string(), pointsLeft: z.number() })),
    summary: 'Redeems points for an item: INSUFFICIENT_POINTS, OUT_OF_STOCK. Idempotent.',
  }),
  mallOrders: defineCall({
    method: 'GET',
    path: '/wps/mall/orders',
    auth: 'member',
    trialRefused: true,
    request: lazySchema(() => z.object({ ...paging, language: optLanguage })),
    response: lazySchema(() => page(mallOrder)),
    summary: 'The member’s redemptions, newest first.',
  }),
};
