// The studio's catalogues: studio/i18n/<locale>.json (formatjs "default" format, extracted from the
// code by studio/i18n/extract.mjs and translated by hand), each its own chunk. The studio keeps
// react-intl's message parser (it is not a player page, so no size budget applies).
import { isLocale, defaultLocale, type Locale } from '@app/i18n/locales';

type Catalogue = Record<string, { defaultMessage: string }>;

const catalogues = import.meta.glob<{ default: Catalogue }>('../i18n/*.json');

export async function loadStudioMessages(locale: Locale): Promise<Record<string, string>> {
  const load = catalogues[`../i18n/${locale}.json`];
  if (!load) return {};
  const { default: catalogue } = await load();
  return Object.fromEntries(Object.entries(catalogue).map(([id, e]) => [id, e.defaultMessage]));
}

export const LOCALE_KEY = 'MC_STUDIO_LOCALE';

/** The studio's language: the one chosen before, else the browser's, else Portuguese. */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (isLocale(stored)) return stored;
  const browser = navigator.languages.find((l) => isLocale(l) || isLocale(l.split('-')[0]));
  if (browser) return (isLocale(browser) ? browser : browser.split('-')[0]) as Locale;
  return defaultLocale;
}
