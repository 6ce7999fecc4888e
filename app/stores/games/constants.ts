/** Business constants of the lobby (SPEC.md §3 Config and §9). */

/** Game list page size; the favourite list in the game centre uses 100. */
export const PAGE_SIZE = 25;
/** What the platform expects of a phone in its list calls (platform, clientType). */
export const PLATFORM = 'html5';
export const CLIENT_TYPE = 2;
/**
 * The game list's first two rows: their tiles ask for their pictures as they render, at high
 * priority (one is the page's largest paint), and index.html's splash draws them before the app runs.
 */
export const LIST_PRIORITY_TILES = 6;
export const CENTRE_FAVOURITES_PAGE_SIZE = 100;
/** Load more when within this distance of the bottom, scrolling down, at most once per throttle window. */
export const LOAD_MORE_THRESHOLD_PX = 300;
export const LOAD_MORE_THROTTLE_MS = 1000;
/** The scroll tip hides after the page has scrolled this far. */
export const SCROLL_TIP_PX = 40;
/** Banner autoplay delay. */
export const BANNER_AUTOPLAY_MS = 5000;
/**
 * After a tap opens a game (or a vendor, or a launching tab), further opens are ignored this long:
 * a double tap launches once (one recent record, one history entry).
 */
export const LAUNCH_GUARD_MS = 1000;
/** The 'log in' message for favourites and recent stays this long. */
export const LOGIN_MESSAGE_MS = 2000;

/** E-sports vendors: split out of SPORTS into their own ESPORTS tab. */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'SV388', 'IA', 'TF'];
/** Cockfight vendors; COCKFIGHT launches DS88. */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG'];
export const COCKFIGHT_VENDOR = 'DS88';
/** The in-house games are RNG games of this vendor. */
export const INHOUSE_VENDOR = 'BGS';

/** Prize modes of the lottery frame. */
export const PRIZE_MODES = { lottery: 'Lott', entertainment: 'ZY', elottery: 'Elott', sea: 'SEA' } as const;
export type PrizeMode = (typeof PRIZE_MODES)[keyof typeof PRIZE_MODES];

/** Game list classifications (the tab filters of /m/gameList). */
export const CLASSIFICATIONS = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT', 'BG'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Promo kinds whose available count makes the receiving-center count. */
export const RECEIVING_CENTER_KINDS = [
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'TICKET',
] as const;

/** Filter panel options (only the vendor is applied on submit, as the product does). */
export const FILTER_CATEGORIES = ['ALL', 'JP', 'SC', 'VP', 'TG', 'AC'] as const;
export const FILTER_MIN_BETS = ['ALL', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Storage keys. */
export const HOME_MENU_INDEX_KEY = 'homeMenuIndex';
export const HIDE_BALANCE_KEY = 'hideBalance';
/** Local flag: the player closed the download bar ('1'). */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';
