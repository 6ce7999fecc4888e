import { PRIZE_MODES, type PrizeMode } from './constants';
import { pathTo } from '../../routes/routeTable';

/** The fields of a game (or vendor tile) that decide how it launches. */
export interface Launchable {
  /** The vendor (the platform calls it vassalage on games). */
  vendor: string;
  gameType?: string | undefined;
  gameId?: string | number | undefined;
  nodeId?: string | number | undefined;
  gameCode?: string | undefined;
  gameGroupId?: string | number | undefined;
  /** Lottery play mode; one containing 'Entertainment' launches as ent. */
  lottoMode?: string | undefined;
}

export interface LaunchContext {
  loggedIn: boolean;
  /** Vendor mapping per category from the vendor setup (decides the e-lottery prize mode). */
  mapping?: Readonly<Record<string, readonly string[]>> | undefined;
}

/** Query of the platform's launch call for a generic vendor game. */
export interface GenericLaunchQuery {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId: string;
}

/** Where a tap on a game leads. Every kind but 'login' is a route inside the app. */
export type LaunchTarget = { kind: 'login'; to: string } | { kind: 'route'; to: string };

export type PlayType = 'ent' | 'trad';

/** 'ent' for lottery modes containing Entertainment, otherwise 'trad'. */
export function playTypeOf(lottoMode: string | undefined): PlayType {
  return lottoMode?.includes('Entertainment') ? 'ent' : 'trad';
}

/**
 * The prize mode of the lottery frame: lottery mode by default; e-lottery when the vendor mapping
 * lists ELOTT for TCG_LOTTO_VN or LOTT (SPEC.md §4); SEA for TCG_SEA (SPEC.md §2).
 */
export function prizeModeOf(vendor: string, mapping?: LaunchContext['mapping']): PrizeMode {
  if (vendor === 'TCG_SEA') return PRIZE_MODES.sea;
  if (vendor === 'ELOTT') return PRIZE_MODES.elottery;
  const elott = mapping?.ELOTT ?? [];
  if ((vendor === 'TCG_LOTTO_VN' || vendor === 'LOTT') && elott.includes(vendor)) return PRIZE_MODES.elottery;
  return PRIZE_MODES.lottery;
}

const LOTTERY_LOBBY_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);
const FRAME_VENDORS = new Set(['LOTT', 'ELOTT']);

/**
 * The game launch rules (SPEC.md §2 'Game launch rules'), as the route the app goes to:
 * - a guest goes to /m/login;
 * - TCG_LOTTO_VN and TCG_SEA: a lottery launch with gameCode lobby (prize mode SEA for TCG_SEA);
 * - LOTT and ELOTT: /m/launchGame with playType=trad, prize_mode, code (default lobby), pageBack=home
 *   (a game whose lottery mode contains Entertainment launches as ent, the rule for lottery modes);
 * - any other vendor: a generic launch with gameCategory, vendor, gameId and nodeId.
 * Every launch ends on /m/launchGame, which asks the platform for the game URL, embeds it with a
 * close button (so the player always has a way back) and offers to open it in a new window.
 */
export function resolveLaunch(game: Launchable, ctx: LaunchContext): LaunchTarget {
  if (!ctx.loggedIn) return { kind: 'login', to: pathTo('login') };
  const { vendor } = game;
  if (LOTTERY_LOBBY_VENDORS.has(vendor)) {
    const query = new URLSearchParams({
      vendor,
      code: 'lobby',
      playType: playTypeOf(game.lottoMode),
      prize_mode: prizeModeOf(vendor, ctx.mapping),
      pageBack: 'home',
    });
    return { kind: 'route', to: pathTo('launchGame', query) };
  }
  if (FRAME_VENDORS.has(vendor)) {
    const query = new URLSearchParams({
      // trad for the lobby and traditional games; a game in an Entertainment mode plays as ent.
      playType: playTypeOf(game.lottoMode),
      prize_mode: prizeModeOf(vendor, ctx.mapping),
      code: game.gameCode || 'lobby',
      pageBack: 'home',
      vendor,
    });
    if (game.gameId !== undefined && game.gameId !== '') query.set('gameId', String(game.gameId));
    if (game.gameGroupId !== undefined && game.gameGroupId !== '')
      query.set('gameGroupId', String(game.gameGroupId));
    return { kind: 'route', to: pathTo('launchGame', query) };
  }
  const query = new URLSearchParams({
    gameCategory: game.gameType ?? '',
    vendor,
    gameId: game.gameId === undefined ? '' : String(game.gameId),
    nodeId: game.nodeId === undefined ? '' : String(game.nodeId),
  });
  return { kind: 'route', to: pathTo('launchGame', query) };
}

/** The lottery frame's address: /m/lotto-h5/{mui}/{playType}/games/{gameId} with its page params. */
export function lottoFramePath(p: {
  mui: string;
  playType: PlayType;
  gameId: string;
  prizeMode: string;
  pageBack?: boolean;
}): string {
  const query = new URLSearchParams({ prize_mode: p.prizeMode });
  if (p.pageBack) query.set('pageBack', 'home');
  return pathTo('lotto', query, { mui: p.mui, playType: p.playType, gameId: p.gameId });
}

/** Where closing a launched game goes: home when the launch came from home, else the game page. */
export function closeTarget(pageBack: string | null): string {
  return pageBack ? pathTo('home') : pathTo('game');
}

/**
 * The query the embedded lottery receives: the session token, the merchant, the merchant's style
 * sheet (merchant code plus .css) and the prize mode.
 */
export function lottoFrameQuery(p: { token: string; merchant: string; prizeMode: string }): URLSearchParams {
  return new URLSearchParams({
    token: p.token,
    merchant: p.merchant,
    css: `${p.merchant}.css`,
    prize_mode: p.prizeMode,
  });
}
