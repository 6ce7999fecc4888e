// The app: stores, language and the routes. main.tsx builds the store and loads the first
// catalogue; tests and stories pass a memory router and a store with a fake transport. Declarative
// routing (no data router): it keeps react-router's share of the home route small.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { applyMerchantTheme } from '@ds/theme/runtime';
import { AppRoutes } from './routes/createRoutes';
import { LocaleProvider, type LoadedLocale } from './i18n/LocaleProvider';
import { StoresProvider } from './stores/context';
import { StorageKeys } from './stores/storage';
import type { RootStore } from './stores/RootStore';

export interface AppProps {
  store: RootStore;
  /** The router around the routes: `BrowserRouter` in the product, `MemoryRouter` in tests. */
  router: ComponentType<{ children: ReactNode }>;
  locale: LoadedLocale;
  /** Apply the platform's merchant theme when it is known (off in stories, which theme themselves). */
  applyTheme?: boolean;
}

export function App({ store, router: Router, locale, applyTheme = true }: AppProps) {
  useEffect(() => {
    if (!applyTheme) return;
    return reaction(
      () => store.settings.merchantCode,
      (code) => {
        if (!code) return;
        applyMerchantTheme(code)
          .then((theme) => {
            // index.html paints the next start's splash in this merchant's colours.
            const fg = theme.colorScheme === 'light' ? '#5b6275' : '#c9cfdc';
            store.storages.local.setItem(
              StorageKeys.splash,
              JSON.stringify({ bg: theme.backgroundColor, fg }),
            );
          })
          .catch(() => undefined);
      },
      { fireImmediately: true },
    );
  }, [store, applyTheme]);

  return (
    <StoresProvider store={store}>
      <LocaleProvider initial={locale}>
        <Router>
          <AppRoutes />
        </Router>
      </LocaleProvider>
    </StoresProvider>
  );
}
