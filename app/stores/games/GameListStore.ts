import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, observableShallow } from 'mobx';
import { Loader, type LoadState } from '../load';
import { INHOUSE_VENDOR, LOAD_MORE_THROTTLE_MS, PAGE_SIZE, type Classification } from './constants';
import type { Game, GamesGateway, Page } from './gateway';
import { searchByName } from './home';

/** The shared load states, plus a next page loading and a list that needs a member (FAV, RECENT). */
export type ListStatus = LoadState | 'loadingMore' | 'loginRequired';

/** The query of /m/gameList: gameType, or type=hot, or vassalage. */
export interface GameListParams {
  gameType?: string | null | undefined;
  type?: string | null | undefined;
  vassalage?: string | null | undefined;
}

/** How a list starts from its query (SPEC.md §4: BINGO as RNG + BG, INHOUSE as RNG + BGS). */
export function initialListState(p: GameListParams): {
  gameType: string;
  classification: Classification;
  vassalage: string;
  inhouse: boolean;
} {
  const requested = (p.gameType ?? '').toUpperCase();
  const classification: Classification = p.type?.toLowerCase() === 'hot' ? 'HOT' : 'ALL';
  if (requested === 'BINGO')
    return { gameType: 'RNG', classification: 'BG', vassalage: p.vassalage ?? '', inhouse: false };
  if (requested === 'INHOUSE')
    return { gameType: 'RNG', classification, vassalage: INHOUSE_VENDOR, inhouse: true };
  return { gameType: requested || 'RNG', classification, vassalage: p.vassalage ?? '', inhouse: false };
}

function headingOf(p: GameListParams, gameType: string): string {
  const requested = (p.gameType ?? '').toUpperCase();
  if (requested) return requested;
  return p.type?.toLowerCase() === 'hot' ? 'HOT' : gameType;
}

/** Classifications where the search bar is hidden (SPEC.md §2). */
const NO_SEARCH_BAR: readonly Classification[] = ['FAV', 'HOT', 'NEW', 'RECENT'];
const NEEDS_LOGIN: readonly Classification[] = ['FAV', 'RECENT'];

export interface GameListDeps {
  gateway: GamesGateway;
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
  now?: () => number;
}

/** One game list screen: classification tabs, vendor filter, name search, pages and load-more. */
export class GameListStore {
  gameType: string;
  classification: Classification;
  /** The vendor filter (the filter panel's manufacturer, applied on submit). */
  vassalage: string;
  readonly inhouse: boolean;
  /**
   * The category the page is titled by: the requested game type (BINGO and INHOUSE keep their own
   * names although they list RNG games), or HOT for the hot list of every type (`type=hot`).
   */
  readonly heading: string;
  searchInput = '';
  appliedSearch = '';
  games: Game[] = [];
  page = 0;
  totalPages = 0;
  /** The first page (replacing the list) and the next page (appended): one Loader each. */
  readonly first = new Loader();
  /** The last first-page read, for a screen that takes over a list already loading (start). */
  private firstRead: Promise<void> | null = null;
  readonly more = new Loader();
  /** The classification needs a member and none is signed in: nothing is read. */
  private needsLogin = false;
  private lastLoadMore = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly deps: GameListDeps,
    params: GameListParams,
  ) {
    const start = initialListState(params);
    this.gameType = start.gameType;
    this.classification = start.classification;
    this.vassalage = start.vassalage;
    this.inhouse = start.inhouse;
    this.heading = headingOf(params, start.gameType);
    makeAutoObservable<GameListStore, 'deps' | 'lastLoadMore' | 'firstRead'>(
      this,
      // The games are data, never edited in place: a shallow array, appended in place, so adding a
      // page never re-wraps the games already loaded (the store's cost per page stays flat).
      {
        deps: false,
        first: false,
        more: false,
        lastLoadMore: false,
        firstRead: false,
        inhouse: false,
        heading: false,
        games: observableShallow,
      },
      { autoBind: true },
    );
  }

  /** The list's state: its first page's, then the next page's while one is read or failed. */
  get status(): ListStatus {
    if (this.needsLogin) return 'loginRequired';
    if (!this.first.ready) return this.first.state;
    if (this.more.loading) return 'loadingMore';
    return this.more.state === 'error' ? 'error' : 'ready';
  }

  get showSearchBar(): boolean {
    return !NO_SEARCH_BAR.includes(this.classification);
  }

  /** The provider filter is hidden for the in-house games (they have one vendor). */
  get showProviderFilter(): boolean {
    return !this.inhouse;
  }

  /** Lottery games have no favourite star. */
  get showFavouriteStar(): boolean {
    return this.gameType !== 'LOTTERY' && this.gameType !== 'LOTT';
  }

  get hasMore(): boolean {
    return this.page < this.totalPages;
  }

  get empty(): boolean {
    return this.status === 'ready' && this.games.length === 0;
  }

  /** Changing the tab clears the list, goes back to page 1 and reloads. */
  setClassification(c: Classification) {
    if (c === this.classification && this.status !== 'error') return;
    this.classification = c;
    this.appliedSearch = '';
    this.searchInput = '';
    void this.reload();
  }

  setSearchInput(value: string) {
    this.searchInput = value;
  }

  /** Runs the name search (Enter or the search button). */
  submitSearch() {
    const next = this.searchInput.trim();
    if (next === this.appliedSearch && this.status === 'ready') return;
    this.appliedSearch = next;
    void this.reload();
  }

  /** Applies the filter panel: only the vendor is applied; '' (reset) clears it. */
  applyVendorFilter(vendor: string) {
    if (this.inhouse) return;
    this.vassalage = vendor;
    void this.reload();
  }

  /** The first page, unless it is loading or in already (a list prefetched before its screen). */
  start(): Promise<void> {
    return this.first.state === 'idle' ? this.reload() : (this.firstRead ?? Promise.resolve());
  }

  /** First page, replacing the list (a next page on its way is dropped). */
  reload(): Promise<void> {
    this.firstRead = this.readFirst();
    return this.firstRead;
  }

  private async readFirst(): Promise<void> {
    this.games = [];
    this.page = 0;
    this.totalPages = 0;
    this.more.reset();
    if (this.loginMissing()) return;
    await this.first.run(
      () => this.request(1),
      (page) => {
        this.games = page.items;
        this.page = page.pageNum;
        this.totalPages = page.totalPages;
      },
    );
  }

  /**
   * Next page, appended, when more pages exist, nothing is loading and the last load-more was at
   * least 1000 ms ago (the screen calls this near the bottom while scrolling down).
   */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.status !== 'ready') return Promise.resolve();
    const now = (this.deps.now ?? Date.now)();
    if (now - this.lastLoadMore < LOAD_MORE_THROTTLE_MS) return Promise.resolve();
    this.lastLoadMore = now;
    return this.nextPage();
  }

  /** Retries what failed: the next page when some are shown, else the first. */
  retry(): Promise<void> {
    return this.games.length > 0 ? this.nextPage() : this.reload();
  }

  private async nextPage(): Promise<void> {
    if (this.loginMissing()) return;
    await this.more.run(
      () => this.request(this.page + 1),
      (page) => {
        this.games.push(...page.items);
        this.page = page.pageNum;
        this.totalPages = page.totalPages;
      },
    );
  }

  /** FAV and RECENT need a member: without one nothing is read, and a read on its way is dropped. */
  private loginMissing(): boolean {
    this.needsLogin = NEEDS_LOGIN.includes(this.classification) && !this.deps.isLoggedIn();
    if (this.needsLogin) this.first.reset();
    return this.needsLogin;
  }

  private async request(pageNo: number): Promise<Page<Game>> {
    const { gateway } = this.deps;
    const language = this.deps.getLanguage();
    const gameType = this.gameType;
    const vassalage = this.vassalage || undefined;
    const gameName = this.appliedSearch || undefined;
    switch (this.classification) {
      case 'HOT': {
        // The hot list is a single page.
        const hot = await gateway.hotGames({ gameType, language });
        const items = searchByName(
          vassalage ? hot.filter((g) => g.vassalage === vassalage) : hot,
          gameName ?? '',
        );
        return { items, pageNum: 1, totalPages: 1 };
      }
      case 'FAV':
        return gateway.favourites({ pageNo, pageSize: PAGE_SIZE, gameType, language });
      case 'RECENT':
        return gateway.recent({ page: pageNo, pageSize: PAGE_SIZE, gameType, language });
      case 'NEW':
        return gateway.gameList({
          gameType,
          pageNo,
          pageSize: PAGE_SIZE,
          language,
          vassalage,
          gameName,
          isNew: true,
        });
      case 'BG':
        return gateway.gameList({
          gameType,
          pageNo,
          pageSize: PAGE_SIZE,
          language,
          vassalage,
          gameName,
          gameClassify: 'BG',
        });
      default:
        return gateway.gameList({ gameType, pageNo, pageSize: PAGE_SIZE, language, vassalage, gameName });
    }
  }
}
