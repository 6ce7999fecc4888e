// Site status and merchant settings, read at start-up (SPEC §2 system status gate, §3 site
// settings). The last answer is cached in localStorage so a start paints the right merchant at
// once; it is refreshed at every start and after a language change. Every part of the app reads
// the settings from here: nothing else asks the platform for them.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { systemCalls } from '@contract/calls/system';
import type { SiteSettings, SystemStatusValue } from '../api/types';
import { platformLanguage } from '../i18n/locales';
import { APP_BASE } from '../routes/routeTable';
import { Loader, type LoadState } from './load';
import { readJson, StorageKeys, type Storages } from './storage';
import type { RootStore } from './RootStore';

/** 0 normal, 1 service error (maintenance, even with region restriction), 2 region restriction. */
export type SystemStatus = 0 | 1 | 2;

export function systemStatusOf(s: { maintenance: boolean; regionRestriction: boolean }): SystemStatus {
  if (s.maintenance) return 1;
  if (s.regionRestriction) return 2;
  return 0;
}

export class SiteSettingsStore {
  /** This start's answer of the status call (never cached: the gate needs the truth). */
  systemStatus: SystemStatusValue | null = null;
  settings: SiteSettings | null;
  /** The start-up's read (status and settings), whose state the status gate shows. */
  readonly startup = new Loader();
  /** The settings request of this start (or of the last language change), while it runs or once it answered. */
  private settingsRequest: Promise<SiteSettings> | null = null;
  /** That request's answer, once it is in. */
  private settingsAnswer: SiteSettings | null = null;

  constructor(
    private readonly root: RootStore,
    private readonly storages: Storages,
  ) {
    this.settings = readJson<SiteSettings>(storages.local, StorageKeys.siteSettings);
    // The answers are replaced whole, never changed in place: kept as they came (a deep observable
    // copy of the settings cost tens of milliseconds of a cheap phone's start-up).
    makeAutoObservable<SiteSettingsStore, 'root' | 'storages' | 'settingsRequest' | 'settingsAnswer'>(this, {
      root: false,
      storages: false,
      settingsRequest: false,
      settingsAnswer: false,
      startup: false,
      systemStatus: observableRef,
      settings: observableRef,
    });
  }

  get state(): LoadState {
    return this.startup.state;
  }

  get error(): unknown {
    return this.startup.error;
  }

  /** Start-up: the status (gate) and the settings, in parallel. The settings depend on the language. */
  async load() {
    await this.startup.run(
      async () => {
        const [status, settings] = await Promise.allSettled([
          this.root.api.call(systemCalls.systemStatus, {}),
          this.loadSettings(),
        ]);
        if (status.status === 'rejected') throw status.reason;
        // The platform is up but its settings failed and nothing is cached: a failed start.
        if (settings.status === 'rejected' && !this.settings) throw settings.reason;
        return status.value;
      },
      (status) => {
        this.systemStatus = status;
        this.storages.local.setItem(StorageKeys.lastMerchant, status.merchantCode);
      },
    );
  }

  /** Refreshes the (language-dependent) settings; keeps the cached ones on failure. */
  loadSettings(): Promise<SiteSettings> {
    const request = this.root.api
      .call(systemCalls.siteSettings, { language: platformLanguage[this.root.ui.locale] })
      .then((settings) => {
        if (this.settingsRequest === request) this.settingsAnswer = settings;
        runInAction(() => {
          this.settings = settings;
          this.storages.local.setItem(StorageKeys.siteSettings, JSON.stringify(settings));
        });
        return settings;
      });
    this.settingsRequest = request;
    this.settingsAnswer = null;
    // A failed request is asked again by the next reader.
    request.catch(() => {
      if (this.settingsRequest === request) this.settingsRequest = null;
    });
    return request;
  }

  /**
   * This start's settings, fetched once: the answer already in, the request in flight, or a new
   * request when none succeeded (the copy cached by an earlier start only paints the first frame).
   */
  currentSettings(): Promise<SiteSettings> {
    return this.settingsRequest ?? this.loadSettings();
  }

  /**
   * This start's settings when they have already answered (what `currentSettings()` resolves to),
   * else null: a screen opened after the answer starts with it instead of rendering once without.
   */
  answeredSettings(): SiteSettings | null {
    return this.settingsAnswer;
  }

  /** The gate's status: null until the platform answered at this start. */
  get status(): SystemStatus | null {
    return this.systemStatus ? systemStatusOf(this.systemStatus) : null;
  }

  get merchantCode(): string | null {
    return (
      this.systemStatus?.merchantCode ??
      this.settings?.merchantCode ??
      this.storages.local.getItem(StorageKeys.lastMerchant)
    );
  }

  get ip(): string | null {
    return this.systemStatus?.location.ip ?? null;
  }

  isOn(flag: string): boolean {
    return this.settings?.whitelabel[flag] === true;
  }

  resource(type: string): string | null {
    const wanted = type.toUpperCase();
    return this.settings?.resources.find((r) => r.resourceType.toUpperCase() === wanted)?.url ?? null;
  }

  get telegramUrl() {
    return this.resource('TELEGRAM');
  }

  get referralEnabled() {
    return this.settings?.settings.referralEnabled ?? false;
  }

  /** SPEC §4 templates: '1' gives the new layout, anything else the base one. */
  get memberCentreLayout(): 'new' | 'base' {
    return this.settings?.mobileTemplate.mem_cen === '1' ? 'new' : 'base';
  }
  /**
   * dep_func: the deposit screen's layout (SPEC §4), which the withdraw screen follows too, so a
   * merchant's two money screens look alike (app/screens/wallet/README.md).
   */
  get depositLayout(): 'new' | 'base' {
    return this.settings?.mobileTemplate.dep_func === '1' ? 'new' : 'base';
  }

  get currencySymbol() {
    return this.settings?.currencySymbol || '￥';
  }
  get currency() {
    return this.settings?.currency || 'CNY';
  }

  /** The merchant's extra route for an unknown path, if any (SPEC §2). */
  extraRoute(pathname: string): string | null {
    const normalise = (p: string) => p.replace(/\/+$/, '').toLowerCase();
    const wanted = normalise(pathname);
    const hit = this.settings?.domainRoute.find(
      (r) =>
        normalise(r.path) === wanted ||
        normalise(`${APP_BASE}${r.path.startsWith('/') ? '' : '/'}${r.path}`) === wanted,
    );
    return hit?.target ?? null;
  }
}
