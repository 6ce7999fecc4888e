// Builds a started RootStore on the fake platform: a merchant, a status, optionally a logged-in
// user, in-memory storages. Shared by stories (appStory.tsx) and component tests (renderApp.tsx).
import { isLocale, type Locale } from '../i18n/locales';
import { RootStore } from '../stores/RootStore';
import { memoryStorages, StorageKeys } from '../stores/storage';
import { createShellPlatform, type FakePlatform, type Handlers } from './fakeTransport';
import { fixtureUsers, type FixtureMerchant, type FixtureUserKey } from './fixtures';

export interface AppFixtureOptions {
  merchant?: FixtureMerchant | string;
  locale?: Locale | string;
  /** Who is logged in (null or absent: a visitor). */
  user?: FixtureUserKey | null;
  maintenance?: boolean;
  regionRestriction?: boolean;
  /** Extra platform handlers (feature screens add the calls they need). */
  handlers?: Handlers;
  /** Start the store (status, settings, member data) before rendering. Default true. */
  start?: boolean;
  /** Called instead of reloading the page (hidden reset). */
  reload?: () => void;
  /** The clock the store reads (a fixed instant keeps dated screens the same every day). */
  now?: () => number;
}

const asMerchant = (m: string | undefined): FixtureMerchant => (m === 'verde' || m === 'lumen' ? m : 'aurum');

export async function createFixtureStore(
  options: AppFixtureOptions = {},
): Promise<{ store: RootStore; platform: FakePlatform }> {
  const merchant = asMerchant(options.merchant);
  const user = options.user ? fixtureUsers[options.user] : undefined;
  const platform = createShellPlatform({
    merchant,
    user,
    maintenance: options.maintenance,
    regionRestriction: options.regionRestriction,
    handlers: options.handlers,
  });
  const storages = memoryStorages();
  if (isLocale(options.locale)) storages.local.setItem(StorageKeys.language, options.locale);
  if (user) {
    storages.session.setItem(
      StorageKeys.session,
      JSON.stringify({
        token: `fixture-${user.userName}`,
        merchantCode: merchant,
        userName: user.userName,
        type: user.type,
        firstTimeLogin: false,
      }),
    );
  }
  const store = new RootStore({
    transport: platform.transport,
    storages,
    client: { sleep: async () => {} },
    currentPath: () => '/m/home',
    reload: options.reload ?? (() => undefined),
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.start !== false) await store.start();
  return { store, platform };
}
