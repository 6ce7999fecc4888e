import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Announcement,
  Banner,
  DownloadLink,
  GamesGateway,
  PopupAnnouncement,
  PromoAvailability,
} from './gateway';
import { receivingCenterCount, visibleBanners } from './home';
import type { LoadState } from '../load';

export interface HomeDeps {
  gateway: GamesGateway;
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
}

/** Home's own data: banners, announcements, download links, promo availability, the live model. */
export class HomeStore {
  banners: Banner[] = [];
  bannersStatus: LoadState = 'idle';
  announcements: Announcement[] = [];
  popups: PopupAnnouncement[] = [];
  announcementsStatus: LoadState = 'idle';
  downloadLinks: DownloadLink[] = [];
  promos: PromoAvailability[] = [];
  hasLiveModel = false;

  constructor(private readonly deps: HomeDeps) {
    makeAutoObservable<HomeStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get carouselBanners(): Banner[] {
    return visibleBanners(this.banners, this.hasLiveModel);
  }

  /** The ticker's text: the player announcements' titles in a row ('' when there is none). */
  get tickerText(): string {
    return this.announcements.map((a) => a.title).join('   ·   ');
  }

  get receivingCount(): number {
    return receivingCenterCount(this.promos);
  }

  resetMember() {
    this.hasLiveModel = false;
    this.promos = [];
    this.popups = [];
  }

  /** Loads everything home shows; each part fails on its own (a broken ticker keeps the banners). */
  async load(): Promise<void> {
    const { gateway } = this.deps;
    const language = this.deps.getLanguage();
    const loggedIn = this.deps.isLoggedIn();
    if (!this.banners.length) this.bannersStatus = 'loading';
    if (!this.announcements.length) this.announcementsStatus = 'loading';
    const [banners, announcements, links, promos, live] = await Promise.allSettled([
      gateway.banners(language),
      gateway.announcements(language),
      gateway.downloadLinks(),
      gateway.promoAvailability(),
      loggedIn ? gateway.hasLiveModel() : Promise.resolve(false),
    ]);
    runInAction(() => {
      if (banners.status === 'fulfilled') {
        this.banners = banners.value;
        this.bannersStatus = 'ready';
      } else this.bannersStatus = 'error';
      if (announcements.status === 'fulfilled') {
        this.announcements = announcements.value.ticker;
        this.popups = announcements.value.popups;
        this.announcementsStatus = 'ready';
      } else this.announcementsStatus = 'error';
      if (links.status === 'fulfilled') this.downloadLinks = links.value;
      if (promos.status === 'fulfilled') this.promos = promos.value;
      this.hasLiveModel = live.status === 'fulfilled' ? live.value : false;
    });
  }
}
