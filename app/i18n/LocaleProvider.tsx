// react-intl for the UI store's locale: the active locale's catalogue (and its script fonts) is
// loaded before the switch, so the page never shows a mix of languages.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { IntlProvider } from 'react-intl';
import { loadScriptFonts } from '../styles/fonts';
import { useStores } from '../stores/context';
import { loadCatalogue, type Catalogue } from './load';
import { defaultLocale, type Locale } from './locales';

export interface LoadedLocale {
  locale: Locale;
  messages: Catalogue;
}

/** Loads a locale's catalogue and fonts together. */
export async function loadLocale(locale: Locale): Promise<LoadedLocale> {
  const [messages] = await Promise.all([
    loadCatalogue(locale),
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
          void loadLocale(locale).then((next) => {
            if (ui.locale === next.locale) setLoaded(next);
          });
        },
      ),
    [ui],
  );

  // In the same commit as the new messages, so the page never speaks one language under another's tag.
  useLayoutEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <IntlProvider locale={loaded.locale} defaultLocale={defaultLocale} messages={loaded.messages}>
      {children}
    </IntlProvider>
  );
}
