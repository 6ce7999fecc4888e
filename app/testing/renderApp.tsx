// Component-test helper: the whole app at a path on the fake platform, in real Chromium.
import { render } from 'vitest-browser-react';
import { loadLocale } from '../i18n/LocaleProvider';
import { toLocale } from '../i18n/locales';
import { AppAt } from './AppFrame';
import { createFixtureStore, type AppFixtureOptions } from './storyStore';

export async function renderApp(path: string, options: AppFixtureOptions = {}) {
  const locale = toLocale(options.locale);
  const [{ store, platform }, loaded] = await Promise.all([createFixtureStore(options), loadLocale(locale)]);
  const screen = await render(<AppAt store={store} locale={loaded} path={path} />);
  return { store, platform, screen };
}
