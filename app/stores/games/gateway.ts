// What the lobby needs from the platform, in the lobby's own terms. The product implements it with
// contract calls through the API client (contractGateway.ts); unit tests pass a fake.
import type { PlatformLanguage } from '@contract/common';
import type { VendorCategory } from './tabs';

/** A game as the platform lists it (SPEC.md §3 'Game'). */
export interface Game {
  gameId: string;
  nodeId: string;
  gameName: string;
  gameType: string;
  /** The vendor. */
  vassalage: string;
  gameCode?: string | undefined;
  gameGroupId?: string | undefined;
  lottoMode?: string | undefined;
  iconUrl?: string | undefined;
  mobileLargeIcon?: string | undefined;
  displayName?: string | undefined;
  /** Whether the game is new (for the NEW filter's badge). */
  isNew?: boolean | undefined;
}

/** A vendor tile (SPEC.md §2 'Vendor tile'). */
export interface Vendor {
  vendorCode: string;
  vendorName: string;
  gameCategory: string;
  iconUrl: string;
  /** The game a direct-launch tile starts (sports, lottery lobbies); '' when it opens a list. */
  gameId: string;
  nodeId: string;
  maintenance: boolean;
}

export interface LaunchResult {
  url: string;
  /** 'frame' may be embedded; 'redirect' must be opened as a page. */
  mode: 'frame' | 'redirect';
}

export interface VendorSetup {
  sorting: VendorCategory[];
  /** Vendors per category (decides the e-lottery prize mode). */
  mapping: Record<string, string[]>;
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}

export interface GameListQuery {
  gameType: string;
  pageNo: number;
  pageSize: number;
  language: PlatformLanguage;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  /** The BG classification (bingo) and other vendor classifications. */
  gameClassify?: string | undefined;
  isNew?: boolean | undefined;
}

export interface Banner {
  groupName: string;
  url: string;
  /** Where a tap goes, when the banner links somewhere. */
  link?: string | undefined;
  title?: string | undefined;
}

export interface Announcement {
  id: string;
  title: string;
  read: boolean;
}

/** A popup announcement shown after login; content is server HTML (sanitise before rendering). */
export interface PopupAnnouncement {
  id: string;
  title: string;
  content: string;
}

export interface Announcements {
  /** Player announcements: the ticker. */
  ticker: Announcement[];
  /** Popup announcements: the login popups. */
  popups: PopupAnnouncement[];
}

export interface DownloadLink {
  resourceType: string;
  url: string;
}

export interface PromoAvailability {
  key: string;
  enabled: boolean;
  count: number;
}

export interface LaunchQuery {
  vendor: string;
  gameCategory?: string | undefined;
  gameId?: string | undefined;
  nodeId?: string | undefined;
  gameCode?: string | undefined;
  prizeMode?: string | undefined;
  playType?: 'ent' | 'trad' | undefined;
  language: PlatformLanguage;
  /** Where the game's own close link returns to. */
  backUrl?: string | undefined;
}

export interface GamesGateway {
  vendorSetup(language: PlatformLanguage): Promise<VendorSetup>;
  vendors(q: { gameCategory?: string | undefined; language: PlatformLanguage }): Promise<Vendor[]>;
  hotGames(q: { gameType?: string | undefined; language: PlatformLanguage }): Promise<Game[]>;
  gameList(q: GameListQuery): Promise<Page<Game>>;
  favourites(q: {
    pageNo: number;
    pageSize: number;
    gameType?: string | undefined;
    language: PlatformLanguage;
  }): Promise<Page<Game>>;
  /** Resolves with the platform's data.success: false means nothing changed. */
  addFavourite(g: { nodeId: string; vendor: string }): Promise<boolean>;
  removeFavourite(g: { nodeId: string; vendor: string }): Promise<boolean>;
  recent(q: {
    page: number;
    pageSize: number;
    gameType?: string | undefined;
    language: PlatformLanguage;
  }): Promise<Page<Game>>;
  addRecent(g: { nodeId: string }): Promise<void>;
  /** The address of the launched game. */
  launch(q: LaunchQuery): Promise<LaunchResult>;
  /** The address of the lottery frame content. */
  lottoFrame(q: {
    mui: string;
    playType: string;
    gameId: string;
    prizeMode?: string | undefined;
    language: PlatformLanguage;
  }): Promise<string>;
  banners(language: PlatformLanguage): Promise<Banner[]>;
  announcements(language: PlatformLanguage): Promise<Announcements>;
  downloadLinks(): Promise<DownloadLink[]>;
  promoAvailability(): Promise<PromoAvailability[]>;
  /** Whether the member has an active live model (m_live banners need one). */
  hasLiveModel(): Promise<boolean>;
}
