// The service worker (served as /m/sw.js, scope /m/). Built by the `serviceWorker()` Vite plugin
// (app/pwa/plugin.ts), which fills in the release id and the precache list (the files the home route
// needs). What it does:
// - precaches the app shell (index.html and the home route's scripts and styles) at install, so a
//   second visit starts without the network and an installed app opens offline;
// - build files (/m/assets/*, content-hashed, immutable) are served from the cache first and cached
//   on first use;
// - page navigations go to the network first (a release is picked up at once) and fall back to the
//   cached shell offline, which then shows the app's offline state;
// - platform calls (/wps/, /sim/, /__sim/) are never touched: balances and games are always live.
// A new release installs in the background; the app asks for an update check every 60 s (SPEC §9).
/// <reference lib="webworker" />

const BUILD = '__BUILD__';
/** @type {string[]} */
const PRECACHE = JSON.parse('__PRECACHE__');
const SHELL = 'shell-' + BUILD;
const ASSETS = 'assets';
const SCOPE = new URL(self.registration.scope).pathname; // '/m/'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE.map((path) => SCOPE + path)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // Old shells go, and so do the build files cached on use: they belong to the old release.
      .then((keys) => Promise.all(keys.filter((k) => k !== SHELL).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** @param {Request} request */
async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
  }
  return response;
}

/** @param {Request} request */
async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SCOPE + 'index.html');
    if (shell) return shell;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(SCOPE)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (url.pathname.startsWith(SCOPE + 'assets/')) event.respondWith(fromCacheFirst(request));
});
