// One React context for the RootStore and the `useStores()` hook every screen uses.
import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureDef, FeatureStore } from './features';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it');
  return store;
}

/** The lazily built feature store of `def` (app/stores/features.ts). */
export function useFeature<T extends FeatureStore>(def: FeatureDef<T>): T {
  return useStores().use(def);
}
