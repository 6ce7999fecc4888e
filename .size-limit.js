// Size budgets for the home route, read from Vite's build manifest (run `npm run build` first).
// The home route is what a player's phone downloads before the home screen is usable: the entry
// chunk, everything it imports statically, and the home screen's own lazy chunk with its imports.
import { homeRouteFiles, writeDesignSystemShare } from './scripts/home-route.mjs';
import { themeBudgets } from './themes/build/size-limit.mjs';

const files = homeRouteFiles();
const isFramework = (file) => /\/framework-[\w-]+\.js$/.test(file);

/**
 * The target for the home route's JavaScript is 120 kB gzip. With the fixed stack it is not
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
    limit: '182.5 kB',
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
    limit: '82.5 kB',
    gzip: true,
  },
  {
    // Its code inside the chunks above (attributed through the build's source maps); the rest of
    // the design system loads with the screens and overlays that use it.
    name: 'home route JavaScript (gzip), the part taken from the design system',
    path: [writeDesignSystemShare()],
    limit: '6.5 kB',
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
