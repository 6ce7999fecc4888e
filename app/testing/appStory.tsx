// Storybook helpers for app stories: a loader that builds a started RootStore on the fake platform
// for the toolbar's merchant and locale, and decorators that render a screen with the app's
// providers or the whole shell. See app/README.md.
import type { Decorator } from '@storybook/react-vite';
import { loadLocale, type LoadedLocale } from '../i18n/LocaleProvider';
import { toLocale } from '../i18n/locales';
import type { RootStore } from '../stores/RootStore';
import { AppAt, ScreenFrame } from './AppFrame';
import { createFixtureStore, type AppFixtureOptions } from './storyStore';
import type { FakePlatform } from './fakeTransport';

/** Story parameter `app`: who is logged in, the platform state, the path, extra handlers. */
export interface AppStoryParameters extends Omit<AppFixtureOptions, 'merchant' | 'locale'> {
  path?: string;
}

export interface AppStoryLoaded {
  store: RootStore;
  platform: FakePlatform;
  locale: LoadedLocale;
  path: string;
}

/** Builds the story's store and loads its catalogue; put it in a story file's `loaders`. */
export const appLoader = async (context: {
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}): Promise<{ app: AppStoryLoaded }> => {
  const params = (context.parameters.app ?? {}) as AppStoryParameters;
  const locale = toLocale(typeof context.globals.locale === 'string' ? context.globals.locale : undefined);
  const merchant = typeof context.globals.merchant === 'string' ? context.globals.merchant : 'aurum';
  const [{ store, platform }, loaded] = await Promise.all([
    createFixtureStore({ ...params, merchant, locale }),
    loadLocale(locale),
  ]);
  const app: AppStoryLoaded = { store, platform, locale: loaded, path: params.path ?? '/m/home' };
  return { app };
};

function loadedApp(context: { loaded: Record<string, unknown> }): AppStoryLoaded {
  const app = context.loaded.app as AppStoryLoaded | undefined;
  if (!app) throw new Error('App stories need `loaders: [appLoader]`');
  return app;
}

/** Renders the story (a screen or a part of one) inside the app's providers. */
export const withAppContext: Decorator = (Story, context) => {
  const app = loadedApp(context);
  return (
    <ScreenFrame store={app.store} locale={app.locale} path={app.path}>
      <Story />
    </ScreenFrame>
  );
};

/** Renders the whole app (status gate, header, page, bottom menu) at `parameters.app.path`. */
export const withAppShell: Decorator = (_Story, context) => {
  const app = loadedApp(context);
  return <AppAt store={app.store} locale={app.locale} path={app.path} />;
};
