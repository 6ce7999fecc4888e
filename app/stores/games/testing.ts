// A programmable in-memory GamesGateway for unit tests and stories: it records every call so a
// test can assert what the platform was asked.
import type { PlatformLanguage } from '@contract/common';
import type {
  Announcement,
  Banner,
  PopupAnnouncement,
  Game,
  GameListQuery,
  GamesGateway,
  LaunchQuery,
  Page,
  PromoAvailability,
  Vendor,
  VendorSetup,
} from './gateway';

export interface Call {
  name: keyof GamesGateway;
  args: unknown;
}

export function makeGame(i: number, over: Partial<Game> = {}): Game {
  return {
    gameId: `g${i}`,
    nodeId: String(1000 + i),
    gameName: `Game ${i}`,
    gameType: 'RNG',
    vassalage: 'PG',
    ...over,
  };
}

export interface FakeData {
  setup?: VendorSetup;
  vendors?: Vendor[];
  hot?: Game[];
  games?: Game[];
  favourites?: Game[];
  recent?: Game[];
  banners?: Banner[];
  announcements?: Announcement[];
  popups?: PopupAnnouncement[];
  promos?: PromoAvailability[];
  liveModel?: boolean;
  /** data.success for favourite add/remove. */
  favouriteSuccess?: boolean;
  fail?: Partial<Record<keyof GamesGateway, boolean>>;
}

function paginate(items: Game[], pageNo: number, pageSize: number): Page<Game> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages };
}

export class FakeGateway implements GamesGateway {
  calls: Call[] = [];
  constructor(public data: FakeData = {}) {}

  private async answer<T>(name: keyof GamesGateway, args: unknown, value: () => T): Promise<T> {
    this.calls.push({ name, args });
    await Promise.resolve();
    if (this.data.fail?.[name]) throw new Error(`${name} failed`);
    return value();
  }

  callsOf(name: keyof GamesGateway): unknown[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
  }

  vendorSetup(language: PlatformLanguage) {
    return this.answer('vendorSetup', { language }, () => this.data.setup ?? { sorting: [], mapping: {} });
  }
  vendors(q: { gameCategory?: string | undefined; language: PlatformLanguage }) {
    return this.answer('vendors', q, () =>
      (this.data.vendors ?? []).filter((v) => !q.gameCategory || v.gameCategory === q.gameCategory),
    );
  }
  hotGames(q: { gameType?: string | undefined; language: PlatformLanguage }) {
    return this.answer('hotGames', q, () =>
      (this.data.hot ?? []).filter((g) => !q.gameType || g.gameType === q.gameType),
    );
  }
  gameList(q: GameListQuery) {
    return this.answer('gameList', q, () => {
      let items = (this.data.games ?? []).filter((g) => g.gameType === q.gameType);
      if (q.vassalage) items = items.filter((g) => g.vassalage === q.vassalage);
      if (q.gameName)
        items = items.filter((g) => g.gameName.toLowerCase().includes(q.gameName!.toLowerCase()));
      if (q.isNew) items = items.filter((g) => g.isNew);
      return paginate(items, q.pageNo, q.pageSize);
    });
  }
  favourites(q: {
    pageNo: number;
    pageSize: number;
    gameType?: string | undefined;
    language: PlatformLanguage;
  }) {
    return this.answer('favourites', q, () => paginate(this.data.favourites ?? [], q.pageNo, q.pageSize));
  }
  addFavourite(g: { nodeId: string; vendor: string }) {
    return this.answer('addFavourite', g, () => this.data.favouriteSuccess ?? true);
  }
  removeFavourite(g: { nodeId: string; vendor: string }) {
    return this.answer('removeFavourite', g, () => this.data.favouriteSuccess ?? true);
  }
  recent(q: { page: number; pageSize: number; gameType?: string | undefined; language: PlatformLanguage }) {
    return this.answer('recent', q, () => paginate(this.data.recent ?? [], q.page, q.pageSize));
  }
  addRecent(g: { nodeId: string }) {
    return this.answer('addRecent', g, () => undefined);
  }
  launch(q: LaunchQuery) {
    return this.answer('launch', q, () => ({ url: `/sim/game?vendor=${q.vendor}`, mode: 'frame' as const }));
  }
  lottoFrame(q: {
    mui: string;
    playType: string;
    gameId: string;
    prizeMode?: string | undefined;
    language: PlatformLanguage;
  }) {
    return this.answer('lottoFrame', q, () => `/sim/lotto/${q.gameId}`);
  }
  banners(language: PlatformLanguage) {
    return this.answer('banners', { language }, () => this.data.banners ?? []);
  }
  announcements(language: PlatformLanguage) {
    return this.answer('announcements', { language }, () => ({
      ticker: this.data.announcements ?? [],
      popups: this.data.popups ?? [],
    }));
  }
  downloadLinks() {
    return this.answer('downloadLinks', {}, () => []);
  }
  promoAvailability() {
    return this.answer('promoAvailability', {}, () => this.data.promos ?? []);
  }
  hasLiveModel() {
    return this.answer('hasLiveModel', {}, () => this.data.liveModel ?? false);
  }
}

/** A Storage-like map for the remembered menu index. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
  };
}
