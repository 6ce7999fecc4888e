// Renders the app, or one screen inside the app's providers, on a memory router for stories and
// component tests.
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../App';
import type { LoadedLocale } from '../i18n/LocaleProvider';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { RouterLink } from '../routes/createRoutes';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/RootStore';
import { DesignSystemProvider } from '@ds';

/** The whole app (status gate, layout, routes) at `path`. */
export function AppAt({ store, locale, path }: { store: RootStore; locale: LoadedLocale; path: string }) {
  const Router = useMemo(
    () =>
      function Router({ children }: { children: ReactNode }) {
        return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
      },
    [path],
  );
  return <App store={store} router={Router} locale={locale} applyTheme={false} />;
}

/** One screen or component with the app's providers (stores, intl, router link), at `path`. */
export function ScreenFrame({
  store,
  locale,
  path = '/m/home',
  children,
}: {
  store: RootStore;
  locale: LoadedLocale;
  path?: string;
  children: ReactNode;
}) {
  return (
    <StoresProvider store={store}>
      <LocaleProvider initial={locale}>
        <MemoryRouter initialEntries={[path]}>
          <DesignSystemProvider linkComponent={RouterLink}>{children}</DesignSystemProvider>
        </MemoryRouter>
      </LocaleProvider>
    </StoresProvider>
  );
}
