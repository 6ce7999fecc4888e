// Size budgets for the home route, read from Vite's build manifest (run `npm run build` first).
// The home route is what a player's phone downloads before the home screen is usable: the entry
// chunk, everything it imports statically, and the home screen's own lazy chunk with its imports.
import { existsSync, readFileSync } from 'node:fs';
import { themeBudgets } from './themes/build/size-limit.mjs';

const MANIFEST = 'dist/.vite/manifest.json';
/** Source modules whose chunks make up the home route (besides the entry). */
export const HOME_ROUTE_SOURCES = ['app/screens/home/HomeScreen.tsx'];

function homeRouteFiles() {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  for (const src of HOME_ROUTE_SOURCES) visit(src);
  // Global CSS Vite emits on its own (the entry's style sheet).
  for (const [key, chunk] of Object.entries(manifest))
    if (key.endsWith('.css') && chunk.isEntry) css.add(chunk.file);
  return { js: [...js].map((f) => `dist/${f}`), css: [...css].map((f) => `dist/${f}`) };
}

const files = homeRouteFiles();
const isFramework = (file) => /\/framework-[\w-]+\.js$/.test(file);

/**
 * The issue's target for the home route's JavaScript is 120 kB gzip. With the fixed stack it is not
 * reachable: React 19's react-dom alone is about 62 kB gzip, and the framework chunk (React, the
 * router, MobX, react-intl) about 100 kB, which would leave about 20 kB for the whole product. Until
 * that is decided (README, 'Budgets'), the gate is a ratchet just above today's figures, so any
 * growth fails; the target is printed beside it. Lower the ratchet whenever the figures drop.
 */
export const HOME_JS_TARGET = '120 kB';
export default [
  {
    name: `home route JavaScript (gzip), all of it: ratchet; target ${HOME_JS_TARGET}`,
    path: files.js,
    limit: '169 kB',
    gzip: true,
  },
  {
    name: 'home route JavaScript (gzip), the framework chunk (react, react-dom, router, mobx, react-intl)',
    path: files.js.filter(isFramework),
    limit: '101 kB',
    gzip: true,
  },
  {
    name: 'home route JavaScript (gzip), the product code and its other libraries',
    path: files.js.filter((f) => !isFramework(f)),
    limit: '69 kB',
    gzip: true,
  },
  {
    name: 'home route CSS (gzip)',
    path: files.css.length ? files.css : ['index.html'],
    limit: '25 kB',
    gzip: true,
  },
  ...themeBudgets(),
];
