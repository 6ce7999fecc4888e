// Promotions, availability, joining, reward requests, reward center and points mall.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';
import { announcementImage } from '../../common.ts';

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
