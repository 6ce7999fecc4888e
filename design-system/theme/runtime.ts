// Run-time side of the theme engine: load a merchant's theme (its own CSS chunk) and put its class
// on <html>, so the whole document, including Radix portals (dialogs, popovers, toasts) rendered
// outside the React tree, inherits the merchant's custom properties.
import { defaultMerchant, merchantCodes, themeLoaders, type MerchantCode } from './generated/merchants';
import { whenIdle } from '../utils/whenIdle';

export { defaultMerchant, merchantCodes, type MerchantCode };

/** What the app needs to know about a loaded merchant theme. */
export interface MerchantTheme {
  code: MerchantCode;
  /** Display name (web app manifest). */
  name: string;
  /** The theme class; applyThemeClass puts it on <html>. */
  className: string;
  /** Browser UI colour (meta theme-color). */
  themeColor: string;
  /** Splash / manifest background colour. */
  backgroundColor: string;
  /** Splash spinner / wordmark colour on backgroundColor. */
  splashForeground: string;
  colorScheme: 'light' | 'dark';
  /** URLs under the app's base path, served from public/themes/ by the build. */
  logoUrl: string;
  iconUrl: string;
  /** 180 px PNG for iOS home screens. */
  appleTouchIconUrl: string;
  manifestUrl: string;
  /** Stand-alone CSS custom properties, e.g. for the lotto frame's `css` parameter. */
  cssUrl: string;
}

interface ThemeModule {
  themeClass: string;
  meta: {
    name: string;
    themeColor: string;
    backgroundColor: string;
    splashForeground: string;
    colorScheme: string;
  };
}

export function isMerchantCode(value: unknown): value is MerchantCode {
  return typeof value === 'string' && (merchantCodes as readonly string[]).includes(value);
}

/**
 * The theme to use for a merchant code from the platform or the `?merchant=` override: the code
 * itself when a theme exists for it (case-insensitive), otherwise the default merchant's theme.
 */
export function resolveMerchantCode(code: string | null | undefined): MerchantCode {
  const lower = code?.trim().toLowerCase();
  return isMerchantCode(lower) ? lower : defaultMerchant;
}

const base = () => {
  const b = import.meta.env?.BASE_URL ?? '/';
  return b.endsWith('/') ? b : `${b}/`;
};

/** Public URLs of a merchant's theme assets (no loading involved). */
export function merchantAssetUrls(code: MerchantCode) {
  const dir = `${base()}themes/${code}`;
  return {
    logoUrl: `${dir}/logo.svg`,
    iconUrl: `${dir}/icon.svg`,
    appleTouchIconUrl: `${dir}/apple-touch-icon.png`,
    manifestUrl: `${dir}/manifest.webmanifest`,
    cssUrl: `${base()}themes/${code}.css`,
  };
}

const loaded = new Map<MerchantCode, Promise<MerchantTheme>>();

/**
 * Loads a merchant's theme module and its CSS chunk; resolves once the CSS is in the document, so the
 * class can be applied without an unstyled frame. Unknown codes load the default merchant's theme
 * (see `code` in the result). Calls are cached; a failed load (offline) is retried on the next call.
 */
export function loadMerchantTheme(code: string): Promise<MerchantTheme> {
  const resolved = resolveMerchantCode(code);
  let promise = loaded.get(resolved);
  if (!promise) {
    promise = (themeLoaders[resolved]() as Promise<ThemeModule>).then((mod) => ({
      code: resolved,
      name: mod.meta.name,
      className: mod.themeClass,
      themeColor: mod.meta.themeColor,
      backgroundColor: mod.meta.backgroundColor,
      splashForeground: mod.meta.splashForeground,
      colorScheme: mod.meta.colorScheme === 'light' ? 'light' : 'dark',
      ...merchantAssetUrls(resolved),
    }));
    promise.catch(() => loaded.delete(resolved));
    loaded.set(resolved, promise);
  }
  return promise;
}

const APPLIED = 'themeClass';

/**
 * Puts a theme class on an element (default <html>) and removes the one applied before. The new class
 * is added before the old one is removed, so no frame is painted without a theme.
 */
export function applyThemeClass(className: string, root: HTMLElement = document.documentElement): void {
  const previous = root.dataset[APPLIED];
  root.classList.add(className);
  if (previous && previous !== className) root.classList.remove(previous);
  root.dataset[APPLIED] = className;
}

function upsertHeadElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = document.createElement(tag);
    init(el);
    document.head.append(el);
  }
  return el;
}

/** The pending update of the manifest and icon links (its cancel). */
let pendingLinks: (() => void) | null = null;

/**
 * Updates `<meta name="theme-color">` for a merchant at once, and its `<link rel="manifest">`, tab
 * icon (the merchant's SVG icon) and apple-touch-icon in the browser's first idle moment (within 2 s):
 * the browser fetches what they name as soon as they are set, and on a first load those requests
 * would take connections and bandwidth from the page's scripts and first data, which the first paint
 * needs and they are not. A later merchant's links replace a pending update.
 */
export function applyBrowserChrome(theme: MerchantTheme): void {
  const meta = upsertHeadElement('meta', 'meta[name="theme-color"]', (m) => (m.name = 'theme-color'));
  meta.content = theme.themeColor;
  pendingLinks?.();
  pendingLinks = whenIdle(
    () => {
      pendingLinks = null;
      applyChromeLinks(theme);
    },
    2000,
    1000,
  );
}

function applyChromeLinks(theme: MerchantTheme): void {
  const link = upsertHeadElement('link', 'link[rel="manifest"]', (l) => (l.rel = 'manifest'));
  link.href = theme.manifestUrl;
  const touch = upsertHeadElement(
    'link',
    'link[rel="apple-touch-icon"]',
    (l) => (l.rel = 'apple-touch-icon'),
  );
  touch.href = theme.appleTouchIconUrl;
  const icon = upsertHeadElement('link', 'link[rel="icon"]', (l) => (l.rel = 'icon'));
  icon.type = 'image/svg+xml';
  icon.href = theme.iconUrl;
}

let latest = 0;

/**
 * Loads a merchant's theme and applies it to <html>: the theme class (the old one stays until the new
 * CSS has loaded), `data-merchant`, theme-color and the manifest link. When called again before an
 * earlier call finished, only the latest call applies its theme. Rejects if the theme cannot be
 * loaded (offline before the chunk was cached); the current theme then stays.
 */
export async function applyMerchantTheme(code: string): Promise<MerchantTheme> {
  const call = ++latest;
  const theme = await loadMerchantTheme(code);
  if (call === latest) {
    const root = document.documentElement;
    applyThemeClass(theme.className, root);
    root.dataset.merchant = theme.code;
    applyBrowserChrome(theme);
  }
  return theme;
}
