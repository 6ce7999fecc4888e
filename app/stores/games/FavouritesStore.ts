import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, runInAction } from 'mobx';
import { CENTRE_FAVOURITES_PAGE_SIZE } from './constants';
import type { Game, GamesGateway } from './gateway';

/** What a favourite tap came to. */
export type ToggleOutcome =
  /** A guest: show the 'log in' message for 2 s. */
  | 'loginRequired'
  /** The server agreed; the local list changed. */
  | 'changed'
  /** The server said no (data.success false) or the call failed: nothing changed, nothing shown. */
  | 'unchanged'
  /** A toggle of this game is already on its way (a double tap sends one request). */
  | 'busy';

export interface FavouritesDeps {
  gateway: GamesGateway;
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
}

/** The member's favourites, kept locally as node ids (strings), as the product does. */
export class FavouritesStore {
  ids = new Set<string>();
  /** Node ids with a toggle in flight: the screen shows the loading toast while this is not empty. */
  pending = new Set<string>();
  loaded = false;

  constructor(private readonly deps: FavouritesDeps) {
    makeAutoObservable<FavouritesStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  has(nodeId: string): boolean {
    return this.ids.has(String(nodeId));
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Loads the ids (100 a page, as the game centre asks). Guests have none. */
  async load(): Promise<void> {
    if (!this.deps.isLoggedIn()) {
      this.clear();
      return;
    }
    try {
      const page = await this.deps.gateway.favourites({
        pageNo: 1,
        pageSize: CENTRE_FAVOURITES_PAGE_SIZE,
        language: this.deps.getLanguage(),
      });
      runInAction(() => {
        this.ids = new Set(page.items.map((g) => String(g.nodeId)));
        this.loaded = true;
      });
    } catch {
      // The stars then show as not favourite; the favourite tab loads its own list and shows errors.
    }
  }

  clear() {
    this.ids = new Set();
    this.loaded = false;
  }

  /**
   * Adds or removes a favourite. The local list changes only when the server answers data.success;
   * a failure changes nothing and shows nothing (the loading toast just hides).
   */
  async toggle(game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<ToggleOutcome> {
    if (!this.deps.isLoggedIn()) return 'loginRequired';
    const nodeId = String(game.nodeId);
    if (this.pending.has(nodeId)) return 'busy';
    const adding = !this.ids.has(nodeId);
    this.pending.add(nodeId);
    let ok = false;
    try {
      const args = { nodeId, vendor: game.vassalage };
      ok = adding
        ? await this.deps.gateway.addFavourite(args)
        : await this.deps.gateway.removeFavourite(args);
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.pending.delete(nodeId);
      if (!ok) return;
      const next = new Set(this.ids);
      if (adding) next.add(nodeId);
      else next.delete(nodeId);
      this.ids = next;
    });
    return ok ? 'changed' : 'unchanged';
  }
}
