// Loads the message catalogues. In the production build each locale's catalogue is two JSON files
// (app/i18n/splitCatalogues.ts): the messages the first screen's code uses, which index.html starts
// fetching for the player's language before any script has run, and the rest, fetched with the
// first chunk beyond the first screen (`loadMoreMessages`). In `npm run dev`, Storybook and tests
// each catalogue is one module (import.meta.glob without `eager`, one chunk per locale).
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locales';

export type Catalogue = Record<string, MessageFormatElement[]>;

declare global {
  interface Window {
    /** Written by the build into index.html: each locale's catalogue files, [first screen, the rest]. */
    mcCatalogues?: Partial<Record<string, [string, string]>>;
  }
}

const compiled = import.meta.env.MC_SPLIT_CATALOGUES
  ? {}
  : import.meta.glob<{ default: Catalogue }>('./compiled/*.json');

/** A JSON file of the build, taken from the request index.html started for it when there is one. */
function fetchJson(url: string): Promise<Catalogue> {
  const early = window.mcEarly?.[url];
  if (early) delete window.mcEarly![url];
  return (early ?? fetch(url, { credentials: 'same-origin' }))
    .catch(() => fetch(url, { credentials: 'same-origin' }))
    .then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json() as Promise<Catalogue>;
    });
}

/** Each locale's catalogue as loaded so far, and the load of the rest of it once asked for. */
const loaded = new Map<Locale, { messages: Catalogue; more: Promise<void> | null }>();
/** The locale on screen: `loadMoreMessages` completes its catalogue. */
let shown: Locale | null = null;

/**
 * The catalogue of a locale: the first screen's messages (`whole`: all of them), or all of them where
 * the build does not split catalogues; an empty one if it was never compiled (defaults apply). The
 * same object is completed in place by `loadMoreMessages`.
 */
export async function loadCatalogue(locale: Locale, { whole = false } = {}): Promise<Catalogue> {
  // The first catalogue asked for is the one the first render shows (main.tsx); screens that the
  // first render already loads must find it here.
  shown ??= locale;
  let first = firstParts.get(locale);
  if (!first) {
    first = loadFirstPart(locale);
    firstParts.set(locale, first);
    // A failed load is tried again by the next caller.
    first.catch(() => firstParts.delete(locale));
  }
  const messages = await first;
  if (whole) await completeCatalogue(locale);
  return messages;
}

/** Each locale's first part, loaded or loading: one request however many ask for it meanwhile. */
const firstParts = new Map<Locale, Promise<Catalogue>>();

async function loadFirstPart(locale: Locale): Promise<Catalogue> {
  const files = window.mcCatalogues?.[locale];
  let messages: Catalogue = {};
  if (files) messages = await fetchJson(files[0]);
  else {
    const load = compiled[`./compiled/${locale}.json`];
    if (load) messages = (await load()).default;
  }
  const entry = loaded.get(locale) ?? { messages, more: files ? null : Promise.resolve() };
  loaded.set(locale, entry);
  return entry.messages;
}

function completeCatalogue(locale: Locale): Promise<void> {
  const entry = loaded.get(locale);
  const files = window.mcCatalogues?.[locale];
  if (!entry || !files) return Promise.resolve();
  entry.more ??= fetchJson(files[1]).then(
    (more) => {
      // In place: react-intl looks a message up when it formats it, and nothing on screen uses
      // these yet, so nothing needs to render again.
      Object.assign(entry.messages, more);
    },
    (error: unknown) => {
      entry.more = null;
      throw error;
    },
  );
  return entry.more;
}

/** The locale whose catalogue is on screen (LocaleProvider). */
export function setShownLocale(locale: Locale): void {
  shown = locale;
}

/**
 * Completes the catalogue on screen with the messages beyond the first screen's. Every chunk the
 * first screen does not load waits for it (app/shell/lazyPart.ts, app/shell/screens.ts).
 */
export function loadMoreMessages(): Promise<void> {
  if (!shown) return Promise.resolve();
  // A chunk may ask before the first part is in (the first screen's, fetched beside it at start-up).
  return loadCatalogue(shown, { whole: true }).then(() => undefined);
}
