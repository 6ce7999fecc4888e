// Feature stores: the domain stores beyond the core ones the RootStore always builds.
//
// Two kinds, one contract (the FeatureStore hooks below):
// - Start-up features, listed in `featureFactories`, are built with the RootStore because the first
//   screen needs them (accounts: the register modal; games: home and the lobby). They are
//   `root.features.<key>`.
// - Every other domain declares itself next to its store with `defineFeature(key, create)` and its
//   screens reach it with `useFeature(def)` (app/stores/context.tsx) or `root.use(def)`. The store
//   is built on first use, so its code travels in the chunks of the screens that import it and a
//   player who never opens those screens never downloads it.
//
// A feature store may implement the FeatureStore hooks: `reset()` runs at logout and session
// expiry (clear cached member lists), `onLanguageChange(locale)` after a language switch (250 ms
// debounce), `onSessionStarted()` after login, `dispose()` when the RootStore goes. A store built
// after login loads what it needs when its screen asks; it is not sent `onSessionStarted()`.
import type { Locale } from '../i18n/locales';
import type { RootStore } from './RootStore';
import { AccountsStore } from './accounts/AccountsStore';
import { createGamesStore } from './games';

export interface FeatureStore {
  reset?(): void;
  onLanguageChange?(locale: Locale): void;
  onSessionStarted?(): void | Promise<void>;
  dispose?(): void;
}

export const featureFactories = {
  accounts: (root: RootStore) => new AccountsStore(root),
  games: (root: RootStore) => createGamesStore(root),
} satisfies Record<string, (root: RootStore) => FeatureStore>;

export type Features = { [K in keyof typeof featureFactories]: ReturnType<(typeof featureFactories)[K]> };

/** A feature built on first use: `root.use(def)` returns the one instance of this RootStore. */
export interface FeatureDef<T extends FeatureStore> {
  readonly key: string;
  readonly create: (root: RootStore) => T;
}

export function defineFeature<T extends FeatureStore>(
  key: string,
  create: (root: RootStore) => T,
): FeatureDef<T> {
  return { key, create };
}
