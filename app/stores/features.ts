// The feature stores (accounts: app/stores/accounts/, games: app/stores/games/); a new domain adds its own.
// One line each: `key: (root) => new TheirStore(root),`. RootStore builds them in this order and
// exposes them as `root.features.<key>`, typed from this list.
//
// A feature store may implement the FeatureStore hooks: `reset()` runs at logout and session
// expiry (clear cached member lists), `onLanguageChange(locale)` after a language switch (250 ms
// debounce), `onSessionStarted()` after login.
import type { Locale } from '../i18n/locales';
import type { RootStore } from './RootStore';
import { AccountsStore } from './accounts/AccountsStore';
import { createGamesStore } from './games';
import { createRecordsStore } from './records';
import { createWalletFeature } from './wallet';

export interface FeatureStore {
  reset?(): void;
  onLanguageChange?(locale: Locale): void;
  onSessionStarted?(): void | Promise<void>;
  dispose?(): void;
}

export const featureFactories = {
  accounts: (root: RootStore) => new AccountsStore(root),
  games: (root: RootStore) => createGamesStore(root),
  records: (root: RootStore) => createRecordsStore(root),
  wallet: (root: RootStore) => createWalletFeature(root),
} satisfies Record<string, (root: RootStore) => FeatureStore>;

export type Features = { [K in keyof typeof featureFactories]: ReturnType<(typeof featureFactories)[K]> };
