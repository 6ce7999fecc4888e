import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, observableRef } from 'mobx';
import { Loader, type LoadState } from '../load';
import { HOME_MENU_INDEX_KEY, INHOUSE_VENDOR } from './constants';
import type { Game, GamesGateway, Vendor, VendorSetup } from './gateway';
import { searchByName } from './home';
import { buildTabs, clampMenuIndex, isActionTab, tabContent, type LobbyTab, type TabContent } from './tabs';

export interface LobbyDeps {
  gateway: GamesGateway;
  /** The platform language code of the current locale (observable where it can change). */
  getLanguage: () => PlatformLanguage;
  /** Where the home menu index is remembered (localStorage in the product). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/** The game centre: vendor setup, tabs and the remembered tab, the hot list and its search. */
export class LobbyStore {
  setup: VendorSetup | null = null;
  hot: Game[] = [];
  /** A failed refresh keeps what is shown (the state stays 'ready'); only a first failure is 'error'. */
  readonly setupLoad = new Loader({ keepOnError: true });
  readonly hotLoad = new Loader({ keepOnError: true });
  /** Every vendor tile of the merchant (all categories), loaded with the setup. */
  vendorList: Vendor[] = [];
  /** What the search box holds; applied only on Enter. */
  searchInput = '';
  appliedSearch = '';
  private storedIndex: number | null;

  constructor(private readonly deps: LobbyDeps) {
    const raw = deps.storage?.getItem(HOME_MENU_INDEX_KEY);
    const parsed = raw === null || raw === undefined ? null : Number(raw);
    this.storedIndex = parsed === null || Number.isNaN(parsed) ? null : parsed;
    // The platform's answers are replaced whole, never changed in place: held by reference, their
    // games and vendors stay plain objects. Made deeply observable, every game became an observable
    // object as it arrived (about a millisecond for the hot list's 60 games, more on a phone, in the
    // first load's busiest stretch) and every tile's read of its fields was tracked.
    makeAutoObservable<LobbyStore, 'deps'>(
      this,
      {
        deps: false,
        setupLoad: false,
        hotLoad: false,
        setup: observableRef,
        hot: observableRef,
        vendorList: observableRef,
      },
      { autoBind: true },
    );
  }

  get setupStatus(): LoadState {
    return this.setupLoad.state;
  }

  get hotStatus(): LoadState {
    return this.hotLoad.state;
  }

  get tabs(): LobbyTab[] {
    return this.setup ? buildTabs(this.setup.sorting) : [{ category: 'HOT', vendors: [] }];
  }

  get menuIndex(): number {
    return clampMenuIndex(this.storedIndex, this.tabs.length);
  }

  get activeTab(): LobbyTab {
    return this.tabs[this.menuIndex] ?? { category: 'HOT', vendors: [] };
  }

  get activeContent(): TabContent {
    return tabContent(this.activeTab.category);
  }

  /** Hot games for the active tab: all on HOT, that type's on the vendor tabs. */
  get hotForTab(): Game[] {
    return hotGamesFor(this.activeTab.category, this.hot);
  }

  /** The vendor tiles of the active tab, in the tab's order. */
  get vendorTiles(): Vendor[] {
    return vendorTilesFor(this.activeTab, this.vendorList);
  }

  /** The hot list after the name search (the search box sits on HOT). */
  get visibleHot(): Game[] {
    return searchByName(this.hotForTab, this.appliedSearch);
  }

  get loading(): boolean {
    return this.setupStatus === 'loading' || this.hotStatus === 'loading';
  }

  /**
   * Chooses a tab. List tabs are remembered as the home menu index; action tabs (PROMO, ELOTT,
   * COCKFIGHT) are not, since the player leaves the page for them.
   */
  selectTab(index: number): TabContent {
    const tab = this.tabs[index];
    if (!tab) return this.activeContent;
    const content = tabContent(tab.category);
    if (isActionTab(tab.category)) return content;
    this.storedIndex = index;
    this.deps.storage?.setItem(HOME_MENU_INDEX_KEY, String(index));
    return content;
  }

  setSearchInput(value: string) {
    this.searchInput = value;
    // Clearing the box shows the whole list again without waiting for Enter.
    if (value.trim() === '') this.appliedSearch = '';
  }

  /** Runs the search (the box's Enter). */
  submitSearch() {
    this.appliedSearch = this.searchInput.trim();
  }

  /**
   * Loads the tabs, vendors and hot games unless they were asked for already (loaded, loading, or
   * failed: a failure is retried by the screen's retry, `load`). For every screen and route that shows them.
   */
  loadOnce(): void {
    if (this.setupStatus === 'idle') void this.load();
  }

  /** Loads the vendor setup (with the vendor tiles) and the hot games. Called on mount and by retry. */
  async load(): Promise<void> {
    const { gateway } = this.deps;
    const language = this.deps.getLanguage();
    await Promise.all([
      this.setupLoad.run(
        // Without tiles the tabs still work (a vendor then shows its code), so their failure is not one.
        () => Promise.all([gateway.vendorSetup(language), gateway.vendors({ language }).catch(() => null)]),
        ([setup, vendors]) => {
          this.setup = setup;
          if (vendors) this.vendorList = vendors;
        },
      ),
      this.hotLoad.run(
        () => gateway.hotGames({ language }),
        (hot) => {
          this.hot = hot;
        },
      ),
    ]);
  }
}

/** The hot games a tab shows: all of them on HOT; INHOUSE the in-house vendor's; others by type. */
export function hotGamesFor(category: string, hot: readonly Game[]): Game[] {
  if (category === 'HOT') return [...hot];
  if (category === 'INHOUSE') return hot.filter((g) => g.vassalage === INHOUSE_VENDOR);
  return hot.filter((g) => g.gameType === category);
}

/**
 * A tab's vendor tiles: the tab's vendor codes in order, each with its tile data (the entry of the
 * same category first; e-sports vendors split from SPORTS keep their SPORTS entry). A vendor the
 * platform has no tile for still gets one, named by its code, so nothing listed disappears.
 */
export function vendorTilesFor(
  tab: { category: string; vendors: readonly string[] },
  vendors: readonly Vendor[],
): Vendor[] {
  return tab.vendors.map((code) => {
    const same = vendors.find((v) => v.vendorCode === code && v.gameCategory === tab.category);
    const any = same ?? vendors.find((v) => v.vendorCode === code);
    return any
      ? { ...any, gameCategory: tab.category }
      : {
          vendorCode: code,
          vendorName: code,
          gameCategory: tab.category,
          iconUrl: '',
          gameId: '',
          nodeId: '',
          maintenance: false,
        };
  });
}
