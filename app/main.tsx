// Start-up: apply the best-guess merchant theme (test-mode override, else the last merchant) and
// load the language before the first paint, so nothing shows unstyled or in the wrong language;
// ask the platform for status and settings meanwhile. index.html shows a neutral splash until then.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/index.ts';
import { applyMerchantTheme } from '@ds/theme/runtime';
import { App } from './App';
import { loadLocale } from './i18n/LocaleProvider';
import { RootStore } from './stores/RootStore';
import { StorageKeys } from './stores/storage';
import { showBootFailure } from './shell/bootFailure';
import { withDeadline } from './shell/startup';

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
    // requires; the policy's module loads here, after the page, and stays out of the entry.
    import('./security/trustedTypes')
      .then(({ trustedScriptUrl }) =>
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

const store = new RootStore();
store.ui.applyMerchantParam(window.location.search);
const guess = store.ui.merchantOverride ?? store.storages.local.getItem(StorageKeys.lastMerchant) ?? '';
void store.start();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The catalogue is needed to say anything; the theme only to say it in the merchant's colours, so a
// late theme is applied when it arrives. Neither may keep the splash up for ever.
const [locale] = await Promise.all([
  withDeadline(loadLocale(store.ui.locale), 'catalogue').catch(() => null),
  withDeadline(applyMerchantTheme(guess), 'theme').catch(() => undefined),
]);

if (locale) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={BrowserRouter} locale={locale} />
    </StrictMode>,
  );
} else {
  showBootFailure(container, store.ui.locale);
}
