// Vendors, game lists, hot games, favourites, recent games, launch, lottery.
import * as z from 'zod/mini';
import { defineCall, lazySchema } from '../define.ts';
import { optLanguage, paging, qBool, qInt, qPage } from '../common.ts';

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

const gameType = lazySchema(() => z.optional(z.string().check(z.maxLength(32))));

export const gameCalls = {
  vendorSetup: defineCall({
    method: 'GET',
    path: '/wps/game/vendor/setup',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: vendorSetup,
    summary: 'Vendor categories in the merchant’s order, with vendor names, and the category mapping.',
  }),
  vendorTypes: defineCall({
    method: 'GET',
    path: '/wps/game/vendor/types',
    auth: 'none',
    request: lazySchema(() =>
      z.object({
        typeId: z.optional(qInt),
        merchant_code: z.optional(z.string()),
        gameCategory: z.optional(z.string()),
        language: optLanguage,
      }),
    ),
    response: lazySchema(() => z.object({ content: z.array(vendor) })),
    summary: 'Vendors (tiles), optionally of one category.',
  }),
  gameList: defineCall({
    method: 'GET',
    path: '/wps/game/list',
    auth: 'optional',
    request: lazySchema(() =>
      z.object({
        merchant: z.optional(z.string()),
        platform: z.optional(z.string()),
        clientType: z.optional(qInt),
        gameName: z.optional(z.string().check(z.maxLength(64))),
        gameType,
        pageNo: z.optional(qPage),
        pageSize: z.optional(qPage),
        vassalage: z.optional(z.string()),
        /** A sub-category (JP, SC, VP, TG, AC) or BG (bingo). */
        gameClassify: z.optional(z.string()),
        isNew: z.optional(qBool),
        minBet: z.optional(z.string()),
        minLine: z.optional(z.string()),
        language: optLanguage,
      }),
    ),
    response: gameListResponse,
    summary: 'One page of games (25 by default) by type, vendor, classification, name and newness.',
  }),
  hotGames: defineCall({
    method: 'GET',
    path: '/wps/game/hot',
    auth: 'optional',
    request: lazySchema(() =>
      z.object({
        merchantCode: z.optional(z.string()),
        isPlatform: z.optional(qInt),
        platform: z.optional(z.string()),
        gameType,
        language: optLanguage,
      }),
    ),
    response: lazySchema(() => z.object({ list: z.array(game), totalPages: z.number() })),
    summary: 'Hot games (a single page), optionally of one type.',
  }),
  favourites: defineCall({
    method: 'GET',
    path: '/wps/game/favourite/list',
    auth: 'member',
    request: lazySchema(() => z.object({ ...paging, gameType, language: optLanguage })),
    response: lazySchema(() =>
      z.object({ content: z.array(game), pageNum: z.number(), totalPages: z.number() }),
    ),
    summary: 'The member’s favourite games.',
  }),
  addFavourite: defineCall({
    method: 'POST',
    path: '/wps/game/favourite',
    auth: 'member',
    request: lazySchema(() => z.object({ nodeId: z.string(), vendor: z.string() })),
    response: lazySchema(() => z.object({ nodeId: z.string(), favourite: z.boolean() })),
    summary: 'Adds a favourite (NOT_FOUND for an unknown game).',
  }),
  removeFavourite: defineCall({
    method: 'DELETE',
    path: '/wps/game/favourite',
    auth: 'member',
    request: lazySchema(() => z.object({ nodeId: z.string(), vendor: z.string() })),
    response: lazySchema(() => z.object({ nodeId: z.string(), favourite: z.boolean() })),
    summary: 'Removes a favourite.',
  }),
  recentGames: defineCall({
    method: 'GET',
    path: '/wps/game/recent/list',
    auth: 'member',
    request: lazySchema(() =>
      z.object({
        page: z.optional(qPage),
        pageSize: z.optional(qPage),
        gameType,
        language: optLanguage,
        clientType: z.optional(qInt),
      }),
    ),
    response: lazySchema(() => z.object({ list: z.array(game), totalPages: z.number() })),
    summary: 'Recently played games, newest first.',
  }),
  addRecent: defineCall({
    method: 'GET',
    path: '/wps/game/recent/add',
    auth: 'member',
    request: lazySchema(() => z.object({ nodeId: z.string(), clientType: z.optional(qInt) })),
    response: lazySchema(() => z.object({ nodeId: z.string() })),
    summary: 'Records a played game (GET, as the platform does).',
  }),
  launchGame: defineCall({
    method: 'GET',
    path: '/wps/game/launch',
    auth: 'member',
    request: lazySchema(() =>
      z.object({
        vendor: z.string(),
        gameCategory: z.optional(z.string()),
        gameId: z.optional(z.string()),
        nodeId: z.optional(z.string()),
        gameCode: z.optional(z.string()),
        playType: z.optional(z.enum(['ent', 'trad'])),
        prizeMode: z.optional(z.string()),
        language: optLanguage,
        /** Where the game's close link returns to (an app URL on the same origin). */
        backUrl: z.optional(z.string().check(z.maxLength(500))),
      }),
    ),
    response: lazySchema(() =>
      z.object({
        url: z.string(),
        /** 'frame' may be embedded; 'redirect' must be opened as a page. */
        mode: z.enum(['frame', 'redirect']),
      }),
    ),
    summary: 'The URL of the game (a demo page), with a way back; NOT_FOUND for an unknown game/vendor.',
  }),
  winnerBoard: defineCall({
    method: 'GET',
    path: '/wps/game/winners',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage, gameType })),
    response: lazySchema(() =>
      z.object({
        list: z.array(
          z.object({
            /** Masked, e.g. 'ma***56'. */
            userName: z.string(),
            gameName: z.string(),
            nodeId: z.string(),
            vendor: z.string(),
            amount: z.number(),
            time: z.number(),
          }),
        ),
      }),
    ),
    summary: 'Recent big wins for the home winner board, newest first (20).',
  }),
  lotteryList: defineCall({
    method: 'GET',
    path: '/wps/lottery/list',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage, vendor: z.optional(z.string()) })),
    response: lazySchema(() => z.object({ list: z.array(lotteryGame) })),
    summary: 'Lottery games of the lottery vendors.',
  }),
  lotteryMenu: defineCall({
    method: 'GET',
    path: '/wps/lottery/menu',
    auth: 'none',
    request: lazySchema(() => z.object({ language: optLanguage })),
    response: lazySchema(() =>
      z.object({
        menu: z.array(z.object({ key: z.string(), title: z.string(), gameIds: z.array(z.string()) })),
      }),
    ),
    summary:
      'Lottery menu groups with translated titles: popular (hot), Vietnamese daily draws (vn), Vietnamese fast number draws (vnNumero), fast number draws (numero), Southeast Asian (sea), e-lottery (elott); only groups the merchant has games in.',
  }),
  lotteryDraws: defineCall({
    method: 'GET',
    path: '/wps/lottery/draws',
    auth: 'none',
    request: lazySchema(() =>
      z.object({
        /** Comma-separated game ids (at most 50); none: every lottery of the merchant. */
        gameIds: z.optional(z.string().check(z.maxLength(1000))),
        /** How many past results per lottery (1 to 10, default 1). */
        results: z.optional(qInt),
      }),
    ),
    response: lazySchema(() => z.object({ now: z.number(), list: z.array(lotteryDraws) })),
    summary:
      'The next draw (issue and time) and the latest results of lotteries; draws follow the platform clock.',
  }),
  lottoFrame: defineCall({
    method: 'GET',
    path: '/wps/lottery/frame',
    auth: 'member',
    request: lazySchema(() =>
      z.object({
        mui: z.string(),
        playType: z.string(),
        gameId: z.string(),
        prize_mode: z.optional(z.string()),
        language: optLanguage,
      }),
    ),
    response: lazySchema(() => z.object({ url: z.string() })),
    summary: 'The URL of the lottery frame content for /m/lotto-h5/{mui}/{playType}/games/{gameId}.',
  }),
};
