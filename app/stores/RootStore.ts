// The RootStore builds every domain store and the UI store with the API client injected. The app
// builds one with the fetch transport; a test or story builds a fresh one with a fake transport.
import { recordCalls } from '@contract/calls/records';
import { ApiClient, fetchTransport, type ClientOptions, type Transport } from '../api/client';
import { featureFactories, type FeatureDef, type FeatureStore, type Features } from './features';
import { MemberStore } from './MemberStore';
import { MessagesStore } from './MessagesStore';
import { SessionStore } from './SessionStore';
import { SiteSettingsStore } from './SiteSettingsStore';
import { browserStorages, type Storages } from './storage';
import { UiStore } from './UiStore';
import { WalletStore } from './WalletStore';
import { CONTRACT_EXEMPT_TYPES } from './roles';
import { storeMessages } from './messages';
import { pathTo } from '../routes/routeTable';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface RootStoreOptions {
  transport?: Transport;
  storages?: Storages;
  /** Client tuning (timeouts, retries, sleep) for tests. */
  client?: Partial<
    Omit<ClientOptions, 'transport' | 'getToken' | 'getMerchantOverride' | 'onSessionExpired'>
  >;
  now?: () => number;
  /** The current in-app location, to come back to after a session expired. */
  currentPath?: () => string;
  /** Reloads the app (the hidden reset); tests pass a spy. */
  reload?: () => void;
}

export class RootStore {
  readonly api: ApiClient;
  readonly storages: Storages;
  readonly now: () => number;
  readonly ui: UiStore;
  readonly session: SessionStore;
  readonly settings: SiteSettingsStore;
  readonly member: MemberStore;
  readonly wallet: WalletStore;
  readonly messages: MessagesStore;
  readonly features: Features;
  readonly reload: () => void;
  private navigator: Navigate | null = null;
  private pendingNavigation: Parameters<Navigate> | null = null;
  private readonly currentPath: () => string;
  private readonly unsubscribeLanguage: () => void;
  /** Features built on first use (`use`), by key. */
  private readonly used = new Map<string, FeatureStore>();

  constructor(options: RootStoreOptions = {}) {
    this.storages = options.storages ?? browserStorages();
    this.now = options.now ?? (() => Date.now());
    this.currentPath =
      options.currentPath ??
      (() =>
        typeof window === 'undefined' ? pathTo('home') : window.location.pathname + window.location.search);
    this.reload = options.reload ?? (() => window.location.reload());
    this.ui = new UiStore(this.storages);
    this.api = new ApiClient({
      transport: options.transport ?? fetchTransport,
      getToken: () => this.session.token,
      getMerchantOverride: () => this.ui.merchantOverride,
      onSessionExpired: () => this.session.expired(this.currentPath()),
      // Idempotency keys of money and reward actions survive a reload of the confirmation step.
      intentStorage: this.storages.session,
      now: this.now,
      ...options.client,
    });
    this.session = new SessionStore(this, this.storages);
    this.settings = new SiteSettingsStore(this, this.storages);
    this.member = new MemberStore(this);
    this.wallet = new WalletStore(this, this.storages);
    this.messages = new MessagesStore(this);
    const features = {} as Record<string, FeatureStore>;
    for (const [key, create] of Object.entries(featureFactories) as [
      string,
      (r: RootStore) => FeatureStore,
    ][]) {
      features[key] = create(this);
    }
    this.features = features as Features;
    this.unsubscribeLanguage = this.ui.onLanguageChange((locale) => {
      void this.settings.loadSettings().catch(() => undefined);
      for (const f of this.featureList) f.onLanguageChange?.(locale);
    });
  }

  private get featureList(): FeatureStore[] {
    return [...Object.values(this.features as Record<string, FeatureStore>), ...this.used.values()];
  }

  /** The feature store of `def`, built on first use and kept for the life of this RootStore. */
  use<T extends FeatureStore>(def: FeatureDef<T>): T {
    let store = this.used.get(def.key);
    if (!store) {
      store = def.create(this);
      this.used.set(def.key, store);
    }
    return store as T;
  }

  /** Start-up: site status and settings, then the member's data when a session exists. */
  /**
   * Start-up: the status and settings, then a member's own data. `onOpen` runs as soon as the
   * platform is known to be open (status 0, settings in), before the member's data: the start-up
   * uses it to begin the first screen's data while that screen is still being prepared.
   */
  async start(onOpen?: () => void) {
    await this.settings.load();
    if (this.settings.status !== 0) return;
    onOpen?.();
    if (this.session.isLoggedIn) await this.loadMemberData();
  }

  async loadMemberData() {
    await Promise.all([this.member.load(), this.wallet.load(), this.messages.loadUnread()]);
  }

  /** Called by SessionStore.start after a login. */
  async onSessionStarted() {
    await Promise.all([this.loadMemberData(), ...this.featureList.map((f) => f.onSessionStarted?.())]);
    await this.askAboutContracts();
  }

  /**
   * After login, members other than types 4, 40, 41 and 42 are asked about pending agent contract
   * requests (SPEC §5, §6, §8): one prompt per kind, Cancel or go to the contract screen.
   */
  async askAboutContracts() {
    if (!this.asksAboutContracts) return;
    let pending;
    try {
      pending = await this.api.call(recordCalls.contractRequests, {});
    } catch {
      return;
    }
    const kinds = [
      {
        count: pending.dailysalreqtype,
        title: storeMessages.contractDailySalary,
        body: storeMessages.contractDailySalaryReq,
        to: pathTo('salaryContract'),
      },
      {
        count: pending.divtypecompperiodreq,
        title: storeMessages.contractDividend,
        body: storeMessages.contractDividendReq,
        to: pathTo('dividendContract'),
      },
      {
        count: pending.contracthoursalreq,
        title: storeMessages.contractHourSalary,
        body: storeMessages.contractHourSalaryReq,
        to: pathTo('hourContract'),
      },
    ];
    for (const kind of kinds) {
      if (kind.count <= 0) continue;
      const go = await this.ui.confirm({
        title: kind.title,
        message: kind.body,
        confirmLabel: storeMessages.contractGo,
        cancelLabel: storeMessages.cancel,
      });
      if (go) {
        this.navigate(kind.to);
        return;
      }
    }
  }

  /** Clears everything that belongs to the member (logout, expiry). */
  resetUserData() {
    this.member.reset();
    this.wallet.reset();
    this.messages.reset();
    for (const f of this.featureList) f.reset?.();
  }

  /** Whether the logged-in member is asked about pending agent contracts (SPEC §5, §6). */
  get asksAboutContracts() {
    const type = this.session.type;
    return type !== null && !CONTRACT_EXEMPT_TYPES.includes(type);
  }

  /** The router registers itself here; stores navigate through it. */
  setNavigator(navigate: Navigate | null) {
    this.navigator = navigate;
    if (navigate && this.pendingNavigation) {
      const [to, opts] = this.pendingNavigation;
      this.pendingNavigation = null;
      navigate(to, opts);
    }
  }

  navigate(to: string, options?: { replace?: boolean }) {
    if (this.navigator) this.navigator(to, options);
    else this.pendingNavigation = [to, options];
  }

  dispose() {
    this.unsubscribeLanguage();
    this.session.dispose();
    this.ui.dispose();
    this.messages.dispose();
    for (const f of this.featureList) f.dispose?.();
  }
}
