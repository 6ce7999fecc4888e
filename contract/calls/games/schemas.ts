// Vendors, game lists, hot games, favourites, recent games, launch, lottery.
import * as z from '../../schema.ts';
import { lazySchema } from '../../define.ts';

/** Vendor categories in the platform's default order. HOT is the app's own tab. */
export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTTERY',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
  'BINGO',
  'LIVESTREAM',
  'PROMO',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Game sub-categories of the filter panel: jackpot, scratch, video poker, PVP, arcade. */
export const GAME_SUBCATEGORIES = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;

export const game = lazySchema(() =>
  z.object({
    gameId: z.string(),
    roomId: z.string(),
    nodeId: z.string(),
    gameName: z.string(),
    nodeName: z.string(),
    displayName: z.string(),
    gameType: z.string(),
    /** The vendor. */
    vassalage: z.string(),
    vendorCode: z.string(),
    gameCode: z.string(),
    gameGroupId: z.string(),
    /** Lottery play mode, e.g. 'Tradition' or 'Entertainment'; '' for other games. */
    lottoMode: z.string(),
    showIcon: z.boolean(),
    iconUrl: z.string(),
    mobileLargeIcon: z.string(),
    supportPlay: z.boolean(),
    isNew: z.boolean(),
    isHot: z.boolean(),
    /** Filter sub-category (JP, SC, VP, TG, AC) or ''. */
    gameClassify: z.string(),
    minBet: z.number(),
  }),
);

export const vendor = lazySchema(() =>
  z.object({
    vendorCode: z.string(),
    vendorName: z.string(),
    gameCategory: z.string(),
    iconUrl: z.string(),
    /** For vendor tiles that launch directly (sports, lottery lobbies): the game to launch. */
    gameId: z.string(),
    nodeId: z.string(),
    maintenance: z.boolean(),
  }),
);

export const vendorSetup = lazySchema(() =>
  z.object({
    /** Categories in order with their vendors. */
    sorting: z.array(z.object({ gameCategory: z.string(), vendorNames: z.array(z.string()) })),
    /** Category -> vendor codes (decides e.g. the e-lottery prize mode). */
    mapping: z.record(z.string(), z.array(z.string())),
  }),
);

export const gameListResponse = lazySchema(() =>
  z.object({
    games: z.array(game),
    pageNum: z.number(),
    totalPages: z.number(),
    totalElements: z.number(),
  }),
);

/** The menu groups the platform may list, in its order (only those the merchant has games in). */
export const LOTTERY_GROUPS = ['hot', 'vn', 'vnNumero', 'numero', 'sea', 'elott'] as const;

export const lotteryGame = lazySchema(() =>
  z.object({
    /** The game's id at its vendor (the launch call's gameId; the draws call's key). */
    gameId: z.string(),
    /** The platform's listing id (recent games). */
    nodeId: z.string(),
    gameCode: z.string(),
    name: z.string(),
    vendor: z.string(),
    lottoMode: z.string(),
    /** Seconds between draws. */
    drawInterval: z.number(),
    iconUrl: z.string(),
    hot: z.boolean(),
    /** The menu group it belongs to (one of LOTTERY_GROUPS but 'hot'). */
    menu: z.string(),
  }),
);

/** One lottery's draws: the one being sold now and the latest results, by the platform clock. */
export const lotteryDraws = lazySchema(() =>
  z.object({
    gameId: z.string(),
    /** The issue now on sale (its draw is `nextDrawAt`). */
    issue: z.string(),
    /** Epoch ms of the next draw. */
    nextDrawAt: z.number(),
    /** Seconds between draws. */
    drawInterval: z.number(),
    /** The latest draws, newest first. */
    results: z.array(z.object({ issue: z.string(), drawnAt: z.number(), numbers: z.array(z.string()) })),
  }),
);

export const gameType = lazySchema(() => z.optional(z.string().check(z.maxLength(32))));
