// Start-up: apply the merchant theme (test-mode override, else the last merchant, else the one the
// platform's status names) and load the language before the first render, so nothing shows unstyled
// or in the wrong language; the status, settings and banner calls index.html started are picked up
// meanwhile. index.html paints a shell in the page's shape until then.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
// The framework, the app's interface and its stores evaluate in a task each (shell/yieldAfterFramework.ts).
import './shell/yieldAfterFramework';
import './styles/index.ts';
import { loadLatinFaces } from './styles/fonts';
import { applyMerchantTheme } from '@ds/theme/runtime';
import { App } from './App';
import './shell/yieldAfterUi';
import { loadLocale } from './i18n/LocaleProvider';
import { warmIntl } from './i18n/warmIntl';
import { RootStore } from './stores/RootStore';
import { warmObservables } from './stores/warmUp';
import { rememberWebclip } from './stores/accounts/registerMethod';
import { StorageKeys } from './stores/storage';
import { showBootFailure } from './shell/bootFailure';
import { earlyMerchant, earlyTransport, nextTask, withDeadline } from './shell/startup';
import { preloadScreen } from './shell/screens';
import { fetchTransport } from './api/client';
import { trustedScriptUrl } from './security/trustedTypes';
import { homeAliases, routeByName, routeOf } from './routes/routeTable';
import { routeData } from './routes/routeData';

// After a new release, a page opened before it may ask for a chunk that no longer exists. Vite
// reports it as `vite:preloadError`: reload once to get the new release (a second failure within a
// minute is left to the route's 'loading failed, tap to retry' page, so an offline phone never loops).
const RELOADED_AT = 'mc_chunk_reload_at';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < 60_000 || !navigator.onLine) return;
  event.preventDefault();
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
});

// The service worker (app/pwa/sw.js): the app shell opens without the network on later visits, and
// an installed app opens offline. Registered after the page has loaded, so it never competes with the
// first paint; a new release is looked for every 60 s (SPEC §9, service worker update window).
const SW_UPDATE_WINDOW_MS = 60_000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    // The worker's URL is a script URL, so it goes through the Trusted Types policy the CSP
    // requires (a small module, part of the app's chunk: fetched on its own after the page, it was
    // one more request of every first load).
    Promise.resolve()
      .then(() =>
        navigator.serviceWorker.register(trustedScriptUrl(`${import.meta.env.BASE_URL}sw.js`), {
          scope: import.meta.env.BASE_URL,
        }),
      )
      .then((registration) => {
        setInterval(() => void registration.update().catch(() => undefined), SW_UPDATE_WINDOW_MS);
      })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

// The status, settings and banner calls index.html started while this script downloaded are
// answered from there; the current route's screen chunk starts downloading now, beside the catalogue
// and the theme, instead of after the first render, and its first data once the platform is known
// to be open (routes/routeData.ts).
const isHomeAlias = (path: string) => homeAliases.includes(path);
// After the modules' evaluation (three tasks, shell/yieldAfterFramework.ts), asking for the Latin
// faces (the font lookups it starts were about a fifth of one such task at 4x CPU) is a task of its
// own, and building the stores the one after.
await nextTask();
loadLatinFaces();
// MobX's first use (its functions compiled, its caches built) in a task of its own, then the stores.
await nextTask();
warmObservables();
await nextTask();
// Calls started together each start in a task of their own (ClientOptions.pace).
const store = new RootStore({
  transport: earlyTransport(fetchTransport, window.mcEarly),
  client: { pace: nextTask },
});
// Starting the locale data's worker (a thread and its script) is a task of its own too.
await nextTask();
/** How long the first render waits for the locale data's worker at most (it takes about 100 ms at 1x CPU). */
const INTL_WARM_WAIT_MS = 250;
const intlWarmed = warmIntl(store.ui.locale);
const intlWarmDeadline = new Promise<void>((resolve) => setTimeout(resolve, INTL_WARM_WAIT_MS));
const route =
  routeOf(window.location.pathname) ??
  (isHomeAlias(window.location.pathname) ? routeByName('home') : undefined);
store.ui.applyMerchantParam(window.location.search);
rememberWebclip(window.location.search, store.storages.local);
const guess = store.ui.merchantOverride ?? store.storages.local.getItem(StorageKeys.lastMerchant);
const statusMerchant = guess === null ? earlyMerchant(window.mcEarly) : null;
const search = new URLSearchParams(window.location.search);
// Building the stores (each makes its state observable) and starting their calls (each checks its
// request against the contract) are a task each: together they were one task of about 80-100 ms at 4x CPU.
await nextTask();
void store.start(() => (route ? routeData[route.name]?.(store, search) : undefined));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The catalogue is needed to say anything; the theme only to say it in the merchant's colours, so a
// late theme is applied when it arrives. Neither may keep the splash up for ever. On a first visit
// the merchant is the one the early status call names when it has answered by the time the
// catalogue is in (it usually answers while the scripts download), else the default one.
const catalogue = withDeadline(loadLocale(store.ui.locale), 'catalogue').catch(() => null);
// Asking for the screen's chunk and its style sheets (about twenty elements added to the head) is a
// task of its own too.
await nextTask();
// After the catalogue is asked for: a screen beyond the first waits for the rest of the catalogue of
// the language on screen, which is the one asked for first (i18n/load.ts).
const screen = route ? preloadScreen(route.screen) : Promise.resolve();
const merchant = statusMerchant
  ? Promise.race([statusMerchant, catalogue.then(() => null)])
  : Promise.resolve(guess);
const [locale] = await Promise.all([
  catalogue,
  // The theme's own deadline runs from when the merchant is known (that wait ends with the catalogue's).
  merchant.then((code) => withDeadline(applyMerchantTheme(code ?? ''), 'theme')).catch(() => undefined),
  // The first screen's chunk too, so the first render draws the page rather than its loading spinner
  // (which React would keep up at least 300 ms once shown, shell/screens.ts). The splash stands
  // meanwhile; a chunk that fails or is late is left to the route's own loading and error pages.
  withDeadline(screen, 'screen').catch(() => undefined),
  // The locale data the worker is loading (i18n/warmIntl.ts): where the app's files arrive before
  // the worker is done (a fast network), the first render's formatters would load it on the main
  // thread, 7-20 ms at 1x CPU inside that render's task. Waited for at most INTL_WARM_WAIT_MS from
  // its start; a slow network brings the files later than that anyway.
  Promise.race([intlWarmed, intlWarmDeadline]),
]);

if (locale) {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (the splash in index.html stays up meanwhile), so a
  // cheap phone answers a tap during start-up.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} router={BrowserRouter} locale={locale} />
      </StrictMode>,
    );
  });
} else {
  showBootFailure(container, store.ui.locale);
}
