import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable } from 'mobx';
import type { FeatureStore } from '../features';
import { pathTo } from '../../routes/routeTable';
import { COCKFIGHT_VENDOR } from './constants';
import { FavouritesStore } from './FavouritesStore';
import type { Game, GamesGateway, Vendor } from './gateway';
import { GameListStore, type GameListParams } from './GameListStore';
import { HomeStore } from './HomeStore';
import { resolveLaunch, type Launchable, type LaunchTarget } from './launch';
import { LobbyStore } from './LobbyStore';

export interface GamesDeps {
  gateway: GamesGateway;
  /** The platform language code of the current locale. */
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/** One /m/gameList query as a key. */
const listKey = (p: GameListParams) =>
  JSON.stringify([p.gameType ?? null, p.type ?? null, p.vassalage ?? null]);

/** Categories whose vendor tiles open a game list rather than launch. */
const LIST_CATEGORIES = new Set(['RNG', 'FISH', 'PVP', 'BINGO', 'INHOUSE']);

/**
 * The games domain: the game centre, favourites, home data, the launch rules and recent games.
 * A feature store of the RootStore (app/stores/features.ts): its hooks reload what depends on the
 * language (the UI store calls them 250 ms after the last change) and forget the member's lists.
 */
export class GamesStore implements FeatureStore {
  readonly lobby: LobbyStore;
  readonly favourites: FavouritesStore;
  readonly home: HomeStore;
  /** A list started before its screen rendered, by its query (see prefetchList). */
  private prefetched: { key: string; list: GameListStore } | null = null;
  /** The query of the last list a screen took (createList): a prefetch for it comes too late. */
  private taken: string | null = null;

  constructor(private readonly deps: GamesDeps) {
    this.lobby = new LobbyStore(deps);
    this.favourites = new FavouritesStore(deps);
    this.home = new HomeStore(deps);
    makeAutoObservable<GamesStore, 'deps' | 'prefetched' | 'taken'>(
      this,
      { deps: false, lobby: false, favourites: false, home: false, prefetched: false, taken: false },
      { autoBind: true },
    );
  }

  get gateway(): GamesGateway {
    return this.deps.gateway;
  }

  get language(): PlatformLanguage {
    return this.deps.getLanguage();
  }

  /** Language changed (debounced by the UI store): reload hot games, vendors and home's lists. */
  onLanguageChange() {
    void this.lobby.load();
    void this.home.load();
  }

  /** A member logged in: their favourites, and home's member-only parts (live model). */
  onSessionStarted() {
    void this.favourites.load();
    void this.home.load();
  }

  /** Logout or expiry: forget the member's favourites and live model. */
  reset() {
    this.favourites.clear();
    this.home.resetMember();
  }

  /**
   * Starts a /m/gameList screen's first page before the screen has rendered (the start-up's route
   * data), so the answer arrives while its chunk downloads; that screen's createList picks it up.
   */
  prefetchList(params: GameListParams): void {
    const key = listKey(params);
    // The screen can open first: the platform's answer re-renders the app before the start-up goes
    // on to the route data, and a screen whose chunk is in by then has asked for its list already.
    if (this.taken === key) return;
    const list = new GameListStore(this.deps, params);
    void list.start();
    this.prefetched = { key, list };
  }

  /**
   * The list for one /m/gameList screen: the prefetched one for the same query, else a fresh one.
   * Called while the screen renders, which React may do more than once before it commits (a render
   * restarted by a store update, or one that suspended): every such render gets the prefetched list,
   * until the screen that commits takes it (`openList`).
   */
  createList(params: GameListParams): GameListStore {
    const key = listKey(params);
    this.taken = key;
    const early = this.prefetched;
    if (early && early.key === key) return early.list;
    return new GameListStore(this.deps, params);
  }

  /** The screen that shows `list` has committed: a prefetched list is handed out once, to it. */
  openList(list: GameListStore): void {
    if (this.prefetched?.list === list) this.prefetched = null;
  }

  /**
   * Where a tap on a game goes (the launch rules), recording it as a recent game when a member
   * launches a game (not a vendor lobby).
   */
  launch(game: Launchable): LaunchTarget {
    const loggedIn = this.deps.isLoggedIn();
    const target = resolveLaunch(game, { loggedIn, mapping: this.lobby.setup?.mapping });
    if (
      target.kind === 'route' &&
      game.nodeId !== undefined &&
      game.gameId !== undefined &&
      game.nodeId !== ''
    ) {
      this.deps.gateway
        .addRecent({ nodeId: String(game.nodeId) })
        // A recent list that misses one game is not worth interrupting the launch for.
        .catch(() => undefined);
    }
    return target;
  }

  /** A game of the list, launched. */
  launchGame(game: Game): LaunchTarget {
    return this.launch({
      vendor: game.vassalage,
      gameType: game.gameType,
      gameId: game.gameId,
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      gameGroupId: game.gameGroupId,
      lottoMode: game.lottoMode,
    });
  }

  /**
   * A vendor tile. In the categories that have game lists (slots, fish, cards, bingo, in-house) it
   * opens the vendor's list; elsewhere (live, sports, lottery…) it launches the vendor's game, as
   * the product's vendor tiles do. A vendor without a game to launch opens its list.
   */
  openVendor(vendor: Pick<Vendor, 'vendorCode' | 'gameCategory' | 'gameId' | 'nodeId'>): LaunchTarget {
    const category = vendor.gameCategory;
    if (LIST_CATEGORIES.has(category) || !vendor.gameId) {
      const start: Record<string, string> =
        category === 'INHOUSE' || category === 'BINGO'
          ? { gameType: category }
          : { gameType: category, vassalage: vendor.vendorCode };
      return { kind: 'route', to: pathTo('gameList', start) };
    }
    return this.launch({
      vendor: vendor.vendorCode,
      gameType: category,
      gameId: vendor.gameId,
      nodeId: vendor.nodeId,
    });
  }

  /** ELOTT: the lottery lobby. */
  launchLotteryLobby(): LaunchTarget {
    return this.launch({ vendor: 'ELOTT', gameType: 'ELOTT', gameCode: 'lobby' });
  }

  /** COCKFIGHT: the DS88 game. */
  launchCockfight(): LaunchTarget {
    return this.launch({ vendor: COCKFIGHT_VENDOR, gameType: 'COCKFIGHT' });
  }
}
