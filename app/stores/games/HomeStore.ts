import type { PlatformLanguage } from '@contract/common';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  Announcement,
  Banner,
  DownloadLink,
  GamesGateway,
  PopupAnnouncement,
  PromoAvailability,
} from './gateway';
import { receivingCenterCount, visibleBanners } from './home';
import { Loader, type LoadState } from '../load';

export interface HomeDeps {
  gateway: GamesGateway;
  getLanguage: () => PlatformLanguage;
  isLoggedIn: () => boolean;
}

/** Home's own data: banners, announcements, download links, promo availability, the live model. */
export class HomeStore {
  banners: Banner[] = [];
  announcements: Announcement[] = [];
  popups: PopupAnnouncement[] = [];
  /** A failed refresh keeps what is shown (the state stays 'ready'); only a first failure is 'error'. */
  readonly bannersLoad = new Loader({ keepOnError: true });
  readonly announcementsLoad = new Loader({ keepOnError: true });
  downloadLinks: DownloadLink[] = [];
  promos: PromoAvailability[] = [];
  hasLiveModel = false;

  /** A load started before the home screen rendered, for the player and language it was for. */
  private prefetched: { load: Promise<void>; language: string; loggedIn: boolean } | null = null;
  /** Whether the home screen has opened: the start-up's prefetch is then too late to be of use. */
  private opened = false;

  constructor(private readonly deps: HomeDeps) {
    // The platform's lists are replaced whole, never changed in place: held by reference, their
    // items stay plain objects (as LobbyStore's games).
    makeAutoObservable<HomeStore, 'deps' | 'prefetched' | 'opened'>(
      this,
      {
        deps: false,
        bannersLoad: false,
        announcementsLoad: false,
        prefetched: false,
        opened: false,
        banners: observableRef,
        announcements: observableRef,
        popups: observableRef,
        downloadLinks: observableRef,
        promos: observableRef,
      },
      { autoBind: true },
    );
  }

  get bannersStatus(): LoadState {
    return this.bannersLoad.state;
  }

  get announcementsStatus(): LoadState {
    return this.announcementsLoad.state;
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

  /** Reads the promotion counts again (the member bar's sign-in dot and receiving-center count). */
  async loadPromos(): Promise<void> {
    try {
      const promos = await this.deps.gateway.promoAvailability();
      runInAction(() => {
        this.promos = promos;
      });
    } catch {
      // A failed refresh keeps the counts shown.
    }
  }

  /**
   * Starts home's load before its screen has rendered (the start-up's route data), so the answers
   * arrive while the screen's chunk downloads and the app renders; the screen picks it up.
   */
  prefetch(): void {
    // The screen can open first (see GamesStore.prefetchList); then it has loaded already.
    if (this.opened) return;
    const load = this.load();
    this.prefetched = { load, language: this.deps.getLanguage(), loggedIn: this.deps.isLoggedIn() };
  }

  /**
   * What the home screen loads when it opens: the prefetched load, once, when it was for the same
   * player and language; otherwise (a later visit, a login since) a new load.
   */
  loadOnOpen(): Promise<void> {
    this.opened = true;
    const early = this.prefetched;
    this.prefetched = null;
    if (early && early.language === this.deps.getLanguage() && early.loggedIn === this.deps.isLoggedIn())
      return early.load;
    return this.load();
  }

  /** Loads everything home shows; each part fails on its own (a broken ticker keeps the banners). */
  async load(): Promise<void> {
    const { gateway } = this.deps;
    const language = this.deps.getLanguage();
    const loggedIn = this.deps.isLoggedIn();
    const [, , links, promos, live] = await Promise.allSettled([
      this.bannersLoad.run(
        () => gateway.banners(language),
        (banners) => {
          this.banners = banners;
        },
      ),
      this.announcementsLoad.run(
        () => gateway.announcements(language),
        (announcements) => {
          this.announcements = announcements.ticker;
          this.popups = announcements.popups;
        },
      ),
      // The extras have no state of their own: a failure keeps what they held.
      gateway.downloadLinks(),
      gateway.promoAvailability(),
      loggedIn ? gateway.hasLiveModel() : Promise.resolve(false),
    ]);
    runInAction(() => {
      if (links.status === 'fulfilled') this.downloadLinks = links.value;
      if (promos.status === 'fulfilled') this.promos = promos.value;
      this.hasLiveModel = live.status === 'fulfilled' ? live.value : false;
    });
  }
}
