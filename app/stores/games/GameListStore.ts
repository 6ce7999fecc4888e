import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import type { LoadState } from '../load';
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
  status: ListStatus = 'idle';
  private seq = 0;
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
    makeAutoObservable<GameListStore, 'deps' | 'seq' | 'lastLoadMore'>(
      this,
      // The games are data, never edited in place: a shallow array, appended in place, so adding a
      // page never re-wraps the games already loaded (the store's cost per page stays flat).
      {
        deps: false,
        seq: false,
        lastLoadMore: false,
        inhouse: false,
        heading: false,
        games: observableShallow,
      },
      { autoBind: true },
    );
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

  /** First page, replacing the list. */
  reload(): Promise<void> {
    this.games = [];
    this.page = 0;
    this.totalPages = 0;
    return this.fetch(1, false);
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
    return this.fetch(this.page + 1, true);
  }

  /** Retries what failed: the next page when some are shown, else the first. */
  retry(): Promise<void> {
    if (this.games.length > 0) {
      this.status = 'ready';
      return this.fetch(this.page + 1, true);
    }
    return this.reload();
  }

  private async fetch(pageNo: number, append: boolean): Promise<void> {
    const seq = ++this.seq;
    if (NEEDS_LOGIN.includes(this.classification) && !this.deps.isLoggedIn()) {
      this.status = 'loginRequired';
      return;
    }
    this.status = append ? 'loadingMore' : 'loading';
    try {
      const page = await this.request(pageNo);
      if (seq !== this.seq) return;
      runInAction(() => {
        if (append) this.games.push(...page.items);
        else this.games = page.items;
        this.page = page.pageNum;
        this.totalPages = page.totalPages;
        this.status = 'ready';
      });
    } catch {
      if (seq !== this.seq) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
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
