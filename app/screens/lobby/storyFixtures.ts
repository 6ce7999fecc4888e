// Story support for the home screen and the game screens: the lobby's platform calls on the app's
// fake platform (app/testing/fakeTransport.ts) with realistic, deterministic data — the vendor
// setup and vendors of the simulator's seed, slot and live games with generated art (inline SVG,
// no network), banners, announcements, download links and promo counts — plus the loading
// (never answers), empty and failing variants the state stories need.
import { appLoader, type AppStoryParameters } from '../../testing/appStory';
import type { Value } from '../../testing/fixtures';
import { APP_POPUP_SEEN_KEY, LOGIN_POPUPS_SEEN_KEY } from '../home/HomePopups';
import { FakeFailure, type Handler, type Handlers } from '../../testing/fakeTransport';
import { FIXED_NOW } from '../../testing/fixtures';
import type { CallName } from '@contract';
import { sampleArt } from '@ds/components/Image/fixtures';

type Game = Value<'gameList'>['games'][number];

/** The simulator's vendor order (simulator/seed/merchants.ts). */
export const storySorting = [
  { gameCategory: 'RNG', vendorNames: ['PG', 'JILI', 'PP', 'FC'] },
  { gameCategory: 'LIVE', vendorNames: ['EVO', 'SEXY', 'DG'] },
  { gameCategory: 'FISH', vendorNames: ['JILI', 'FC'] },
  { gameCategory: 'PVP', vendorNames: ['KY', 'V8'] },
  { gameCategory: 'SPORTS', vendorNames: ['SBO', 'IMES', 'SV388', 'IA', 'TF'] },
  { gameCategory: 'LOTTERY', vendorNames: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] },
  { gameCategory: 'ELOTT', vendorNames: ['ELOTT'] },
  { gameCategory: 'COCKFIGHT', vendorNames: ['DS88'] },
  { gameCategory: 'BINGO', vendorNames: ['BNG'] },
  { gameCategory: 'INHOUSE', vendorNames: ['BGS'] },
  { gameCategory: 'PROMO', vendorNames: [] },
];

const VENDORS: [code: string, name: string, category: string, hue: number][] = [
  ['PG', 'PG Soft', 'RNG', 12],
  ['JILI', 'JILI', 'RNG', 200],
  ['PP', 'Pragmatic Play', 'RNG', 30],
  ['FC', 'Fa Chai', 'RNG', 340],
  ['JILI', 'JILI', 'FISH', 190],
  ['FC', 'Fa Chai', 'FISH', 330],
  ['BGS', 'BGS Originals', 'INHOUSE', 150],
  ['BNG', 'Bingo Plus', 'BINGO', 280],
  ['EVO', 'Evolution', 'LIVE', 0],
  ['SEXY', 'Sexy Baccarat', 'LIVE', 320],
  ['DG', 'Dream Gaming', 'LIVE', 45],
  ['KY', 'Kaiyuan Poker', 'PVP', 100],
  ['V8', 'V8 Poker', 'PVP', 260],
  ['SBO', 'SBOBET', 'SPORTS', 120],
  ['IMES', 'IM eSports', 'SPORTS', 240],
];

export const storyVendors = VENDORS.map(([code, name, category, hue]) => ({
  vendorCode: code,
  vendorName: name,
  gameCategory: category,
  iconUrl: sampleArt(code, hue, 320, 180),
  gameId: category === 'LIVE' || category === 'SPORTS' ? `${code.toLowerCase()}-lobby` : '',
  nodeId: category === 'LIVE' || category === 'SPORTS' ? `${code}-0` : '',
  maintenance: code === 'DG',
}));

const SLOT_NAMES = [
  'Fortune Tiger',
  'Mahjong Ways',
  'Gates of Olympus',
  'Sweet Bonanza',
  'Fortune Ox',
  'Super Ace',
  'Golden Empire',
  'Lucky Neko',
  'Wild Bandito',
  'Money Coming',
  'Treasures of Aztec',
  'Starlight Princess',
  'Crazy Seven',
  'Boxing King',
  'Fortune Rabbit',
  'Dragon Hatch',
  'Sugar Rush',
  'Big Bass Bonanza',
  'Charge Buffalo',
  'Fortune Gems',
  'Ganesha Gold',
  'Caishen Wins',
  'Night Market',
  'Lucky Piggy',
];
const SLOT_VENDORS = ['PG', 'JILI', 'PP', 'FC'];

function game(i: number, over: Partial<Game> = {}): Game {
  const name = SLOT_NAMES[i % SLOT_NAMES.length]!;
  const vendor = SLOT_VENDORS[i % SLOT_VENDORS.length]!;
  return {
    gameId: `g${i}`,
    roomId: '',
    nodeId: String(5000 + i),
    gameName: name,
    nodeName: name,
    displayName: name,
    gameType: 'RNG',
    vassalage: vendor,
    vendorCode: vendor,
    gameCode: `${vendor.toLowerCase()}-${i}`,
    gameGroupId: '',
    lottoMode: '',
    showIcon: true,
    iconUrl: sampleArt(name.slice(0, 2).toUpperCase(), (i * 37) % 360, 240, 240),
    mobileLargeIcon: '',
    supportPlay: true,
    isNew: i % 7 === 2,
    isHot: i < 12,
    gameClassify: '',
    minBet: 0.1,
    ...over,
  };
}

/** 60 slot games (three pages of 25). */
export const storyGames: Game[] = Array.from({ length: 60 }, (_, i) => game(i));
/** The hot list: twelve slots and three live tables. */
export const storyHot: Game[] = [
  ...storyGames.slice(0, 12),
  ...['Lightning Roulette', 'Baccarat Squeeze', 'Crazy Time'].map((name, i) =>
    game(100 + i, {
      gameName: name,
      displayName: name,
      nodeName: name,
      gameType: 'LIVE',
      vassalage: 'EVO',
      vendorCode: 'EVO',
      iconUrl: sampleArt(name.slice(0, 2).toUpperCase(), 10 + i * 20, 240, 240),
    }),
  ),
];

/** The in-house games (vendor BGS): asked for as RNG with vassalage BGS. */
export const storyInhouse: Game[] = ['Crash X', 'Mines', 'Plinko', 'Dice', 'Limbo'].map((name, i) =>
  game(200 + i, {
    gameName: name,
    displayName: name,
    nodeName: name,
    vassalage: 'BGS',
    vendorCode: 'BGS',
    iconUrl: sampleArt(name.slice(0, 2).toUpperCase(), 150 + i * 25, 240, 240),
  }),
);

const page = (items: Game[], pageNo: number, pageSize: number) => ({
  games: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNum: pageNo,
  totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
  totalElements: items.length,
});

const announcement = (id: number, title: string, content = '') => ({
  id,
  announcementId: id,
  type: 'PL',
  title,
  content,
  read: false,
  createdAt: FIXED_NOW - id * 3_600_000,
});

/** Banners: two m_home and one m_live (shown only with a live model). */
export const storyBanners: Value<'banners'> = (
  [
    [1, 'm_home', 'Bónus de boas-vindas 100%', '/m/activity'],
    [2, 'm_home', 'Torneio semanal de slots', ''],
    [3, 'm_live', 'Ao vivo esta noite', ''],
  ] as const
).map(([id, groupName, title, link]) => ({
  id,
  groupName,
  title,
  link,
  sequence: id,
  url: sampleArt(title.split(' ')[0]!, 20 + id * 90, 750, 300),
}));

/** Promo availability: sign-in has a count (red dot); 2 + 1 + 0 to receive (APP_DOWNLOAD is not counted). */
export const storyPromos: Value<'promoAvailability'> = [
  { key: 'LOGIN', enabled: true, count: 1 },
  { key: 'MANUAL', enabled: true, count: 2 },
  { key: 'RAFFLE', enabled: true, count: 1 },
  { key: 'TICKET', enabled: true, count: 0 },
  { key: 'APP_DOWNLOAD', enabled: true, count: 4 },
];

export interface LobbyStoryOptions {
  /** 'loading': the lobby calls never answer; 'empty': nothing to list; 'error': they fail. */
  state?: 'ready' | 'loading' | 'empty' | 'error';
  /** The member's favourites (node ids). */
  favourites?: string[];
  /** Announcements for the ticker (default: two). */
  announcements?: boolean;
}

const never = () => new Promise<never>(() => undefined);
const failure = () => new FakeFailure(500, 'SERVER_ERROR', 'err_unknown');

/** The lobby's calls on the fake platform. */
export function lobbyHandlers(options: LobbyStoryOptions = {}): Handlers {
  const state = options.state ?? 'ready';
  const empty = state === 'empty';
  const favourites = new Set(options.favourites ?? ['5001', '5004']);
  const games = empty ? [] : storyGames;
  const lists: Handlers = {
    vendorSetup: () => ({
      sorting: storySorting,
      mapping: { ELOTT: ['ELOTT'], LOTTERY: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] },
    }),
    vendorTypes: () => ({ content: empty ? [] : storyVendors }),
    hotGames: (input) => {
      const list = empty ? [] : storyHot.filter((g) => !input.gameType || g.gameType === input.gameType);
      return { list, totalPages: 1 };
    },
    gameList: (input) => {
      const pool = input.vassalage === 'BGS' && !empty ? storyInhouse : games;
      let items = pool.filter((g) => g.gameType === (input.gameType ?? 'RNG'));
      if (input.vassalage) items = items.filter((g) => g.vassalage === input.vassalage);
      if (input.gameName) {
        const q = String(input.gameName).toLowerCase();
        items = items.filter((g) => g.gameName.toLowerCase().includes(q));
      }
      if (String(input.isNew) === 'true') items = items.filter((g) => g.isNew);
      return page(items, Number(input.pageNo ?? 1), Number(input.pageSize ?? 25));
    },
    favourites: (input) => {
      const items = games.filter((g) => favourites.has(g.nodeId));
      const p = page(items, Number(input.pageNo ?? 1), Number(input.pageSize ?? 25));
      return { content: p.games, pageNum: p.pageNum, totalPages: p.totalPages };
    },
    recentGames: () => ({ list: empty ? [] : games.slice(3, 8), totalPages: 1 }),
    addFavourite: (input) => {
      favourites.add(String(input.nodeId));
      return { nodeId: String(input.nodeId), favourite: true };
    },
    removeFavourite: (input) => {
      favourites.delete(String(input.nodeId));
      return { nodeId: String(input.nodeId), favourite: false };
    },
  };
  const home: Handlers = {
    banners: () => (empty ? [] : storyBanners),
    announcements: () => ({
      promotion: [],
      banners: [],
      player:
        options.announcements === false || empty
          ? []
          : [
              announcement(11, 'Manutenção programada do PG Soft no domingo, 03:00–05:00.'),
              announcement(12, 'Novo torneio semanal: prémios de ¥50.000 em slots.'),
            ],
      popup: [],
    }),
    downloadLinks: () => [
      { resourceType: 'IOS', url: 'https://aurum.example/app.ipa' },
      { resourceType: 'Android', url: 'https://aurum.example/app.apk' },
    ],
    promoAvailability: () => storyPromos,
    liveModels: () => ({ list: [], hasLiveModel: false }),
  };
  if (state === 'loading') return { ...home, ...replaceAll(lists, never), banners: never };
  if (state === 'error') return { ...home, ...replaceAll(lists, failure) };
  return { ...home, ...lists };
}

function replaceAll(handlers: Handlers, by: () => unknown): Handlers {
  const out: Record<string, Handler<CallName>> = {};
  for (const name of Object.keys(handlers)) out[name] = by as Handler<CallName>;
  return out as Handlers;
}

/** Story parameter `lobby`: the lobby data's state, and whether the once-a-session popups may show. */
export interface LobbyStoryParameters extends LobbyStoryOptions {
  popups?: boolean;
}

/**
 * `appLoader` with the lobby's calls added (a story's own `app.handlers` win). The home popups are
 * marked as seen unless the story asks for them, so they do not cover the screen.
 */
export const lobbyLoader = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}) => {
  const lobby = (context.parameters.lobby ?? {}) as LobbyStoryParameters;
  const app = (context.parameters.app ?? {}) as AppStoryParameters;
  const loaded = await appLoader({
    ...context,
    parameters: {
      ...context.parameters,
      app: { ...app, handlers: { ...lobbyHandlers(lobby), ...app.handlers } },
    },
  });
  if (!lobby.popups) {
    loaded.app.store.storages.session.setItem(LOGIN_POPUPS_SEEN_KEY, '1');
    loaded.app.store.storages.session.setItem(APP_POPUP_SEEN_KEY, '1');
  }
  return loaded;
};
