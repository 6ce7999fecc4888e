// react-intl for the UI store's locale: the active locale's catalogue (and its script fonts) is
// loaded before the switch, so the page never shows a mix of languages.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { IntlProvider } from 'react-intl';
import { loadScriptFonts } from '../styles/fonts';
import { useStores } from '../stores/context';
import { loadCatalogue, setShownLocale, type Catalogue } from './load';
import { defaultLocale, type Locale } from './locales';

export interface LoadedLocale {
  locale: Locale;
  messages: Catalogue;
}

/**
 * Loads a locale's catalogue and fonts together: at start-up the first screen's messages (the rest
 * follow with the first chunk beyond it, app/i18n/load.ts), on a switch of language all of them.
 */
export async function loadLocale(locale: Locale, { whole = false } = {}): Promise<LoadedLocale> {
  const [messages] = await Promise.all([
    loadCatalogue(locale, { whole }),
    loadScriptFonts(locale).catch(() => undefined),
  ]);
  return { locale, messages };
}

export function LocaleProvider({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  const { ui } = useStores();
  const [loaded, setLoaded] = useState(initial);

  useEffect(
    () =>
      reaction(
        () => ui.locale,
        (locale) => {
          void loadLocale(locale, { whole: true }).then((next) => {
            if (ui.locale === next.locale) setLoaded(next);
          });
        },
      ),
    [ui],
  );

  // In the same commit as the new messages, so the page never speaks one language under another's tag.
  useLayoutEffect(() => {
    document.documentElement.lang = loaded.locale;
    setShownLocale(loaded.locale);
  }, [loaded.locale]);

  return (
    <IntlProvider locale={loaded.locale} defaultLocale={defaultLocale} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
