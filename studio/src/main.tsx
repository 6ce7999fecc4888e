// The theme studio's entry (studio/index.html): a separate build from the player's app
// (studio/vite.config.ts), so nothing here is ever downloaded by a player.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { DesignSystemProvider } from '@ds';
import { applyThemeClass, loadMerchantTheme } from '@ds/theme/runtime';
import { loadScriptFonts } from '@app/styles/fonts';
import type { Locale } from '@app/i18n/locales';
import '@app/styles/index';
import { StudioApp } from './StudioApp';
import { StudioStore, draftFromSearch } from './StudioStore';
import { initialLocale, loadStudioMessages, LOCALE_KEY } from './i18n';

/** The studio's own look: the light merchant theme, so the phone previews stand out from it. */
const STUDIO_THEME = 'lumen';

interface Loaded {
  locale: Locale;
  messages: Record<string, string>;
}

async function load(locale: Locale): Promise<Loaded> {
  const [messages] = await Promise.all([
    loadStudioMessages(locale),
    loadScriptFonts(locale).catch(() => undefined),
  ]);
  document.documentElement.lang = locale;
  return { locale, messages };
}

function Root({ initial, store }: { initial: Loaded; store: StudioStore }) {
  const [loaded, setLoaded] = useState(initial);
  const onLocale = (locale: Locale) => {
    localStorage.setItem(LOCALE_KEY, locale);
    void load(locale).then(setLoaded);
  };
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="pt">
      <DesignSystemProvider>
        <StudioApp store={store} locale={loaded.locale} onLocale={onLocale} />
      </DesignSystemProvider>
    </IntlProvider>
  );
}

const store = new StudioStore(draftFromSearch(window.location.search));
const [initial, theme] = await Promise.all([load(initialLocale()), loadMerchantTheme(STUDIO_THEME)]);
// Only the class: the browser chrome (manifest, icons) of a merchant is the app's, not the studio's.
applyThemeClass(theme.className);
const container = document.getElementById('studio');
if (!container) throw new Error('studio/index.html has no #studio element');
createRoot(container).render(
  <StrictMode>
    <Root initial={initial} store={store} />
  </StrictMode>,
);
