import { fileURLToPath, URL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { themeTokens } from './themes/build/vite-plugin.ts';
import { merchants } from './themes/themes.config.ts';
import { serviceWorker } from './app/pwa/plugin.ts';
import { strictCsp } from './app/security/cspPlugin.ts';
import { chunksOf, fillIndexHtml, staticGraph } from './app/build/chunkGraph.ts';
import { pureLibraryCalls } from './app/build/pureLibraries.ts';
import { splitCatalogues } from './app/i18n/splitCatalogues.ts';
import { FIRST_SCREEN_PARTS, FIRST_SCREEN_ROOTS } from './app/i18n/firstScreen.ts';
import { studioDevRoute } from './studio/vite-plugin.ts';
import { landingScreens, splashTable } from './app/routes/routeTable.ts';
import { LATE_FACE_SCRIPTS } from './app/styles/scriptFaces.ts';
import { CLIENT_TYPE, LIST_PRIORITY_TILES, PAGE_SIZE, PLATFORM } from './app/stores/games/constants.ts';
import {
  TILE_ICON_WIDTH,
  TILE_LARGE_ICON_WIDTH,
  TILE_SIZES,
} from './design-system/components/GameTile/tileImage.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Path aliases shared by the app, Storybook and Vitest (mirrored in tsconfig.json `paths`). */
export const alias = {
  '@ds': r('./design-system/index.ts'),
  '@ds/': r('./design-system/'),
  '@app/': r('./app/'),
  '@contract': r('./contract/index.ts'),
  '@contract/': r('./contract/'),
  '@themes/': r('./themes/'),
};

type NodeHandlerModule = {
  createNodeHandler: (o: {
    dataFile?: string | undefined;
  }) => Promise<(req: IncomingMessage, res: ServerResponse) => void>;
};

/** Library modules of the fixed stack that every route needs (see `build.rolldownOptions`). */
export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|use-sync-external-store)[\\/]/;

/** The contract's declarations of calls and their schemas (contract/calls/), which have no side effects. */
const CONTRACT_CALLS = /[\\/]contract[\\/]calls[\\/]/;
/**
 * The chunks a first load downloads, and their style sheets, which keep their names in the build:
 * the framework, the app, home, home's popups, the runtime and each merchant's theme.
 */
const NAMED_CHUNKS = new Set([
  'framework',
  'app',
  'home',
  'HomePopups',
  'rolldown-runtime',
  ...merchants.map((m) => `${m.code}.css`),
]);
/** Whether a style sheet (`home.css`, `aurum.css`) is one of a named chunk. */
const namedSheet = (name: string) => NAMED_CHUNKS.has(name) || NAMED_CHUNKS.has(name.slice(0, -4));

/** Path prefixes the platform (simulator) answers on the same origin as the app. */
export const PLATFORM_PREFIXES = ['/wps/', '/__sim/', '/sim/'];

/**
 * In `npm run dev`, mount the platform simulator into Vite's dev server so the app and the
 * platform share one origin, exactly as in production. The simulator module is loaded through
 * Vite's SSR loader, so editing it reloads it without restarting the dev server.
 */
function platformSimulator(): Plugin {
  return {
    name: 'platform-simulator',
    apply: 'serve',
    configureServer(server) {
      if (process.env.SIM === 'off' || process.env.VITEST) return;
      let handler: Promise<(req: IncomingMessage, res: ServerResponse) => void> | null = null;
      const load = async () => {
        const mod = (await server.ssrLoadModule('/simulator/node-handler.ts')) as NodeHandlerModule;
        return mod.createNodeHandler({ dataFile: process.env.SIM_DATA_FILE });
      };
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        if (!PLATFORM_PREFIXES.some((p) => url.startsWith(p))) return next();
        handler ??= load();
        handler.then((h) => h(req, res)).catch(next);
      });
    },
  };
}

/**
 * Messages in the production app build: the code's message descriptors lose their `description`
 * and `defaultMessage` (the compiled catalogue of the active locale, pre-parsed to an AST and loaded
 * before the first paint, holds every message; app/i18n/catalogues.test.ts proves it), so neither
 * the Portuguese defaults nor the ICU parser ship. Dev, Storybook and tests keep the defaults.
 * Storybook's own build drops these plugins again (.storybook/main.ts).
 */
export function productionMessages(): Plugin[] {
  const strip = formatjs({ removeDefaultMessage: true }) as Plugin;
  return [
    { ...strip, name: 'formatjs-production', apply: 'build' },
    {
      name: 'formatjs-no-parser',
      apply: 'build',
      config: () => ({
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      }),
    },
  ];
}

/**
 * The router's production build in the app build. React Router publishes its development build
 * under every export condition a bundler meets, and that build keeps its warnings and its default
 * error page's note to developers; its production build is the same code with them switched off.
 */
function productionRouter(): Plugin {
  const dist = r('./node_modules/react-router/dist/production/');
  return {
    name: 'mc-production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * Fills index.html's table of the landing pages' chunks (the route table's `landing` pages: each
 * screen's JavaScript with what it imports, and its style sheets), which the inline start-up script
 * fetches on the page it opens beside the entry's own, so the first screen does not wait for the app
 * to run before asking for them. Files are listed once (`files`) and each page names its by index
 * (`pages`, by path), as the sign-in pages share most of theirs. Runs before the strict CSP plugin,
 * which hashes the final inline scripts.
 */
function screenPreload(): Plugin {
  return fillIndexHtml({
    name: 'mc-screen-preload',
    placeholder: '/*SCREEN_CHUNKS*/ { files: [], pages: {} }',
    fill(bundle) {
      const chunks = chunksOf(bundle);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return null;
      // What the entry loads anyway is left to the entry's own preloads.
      const loaded = staticGraph(bundle, entry.fileName, { css: true });
      const base = this.environment.config.base;
      const files: string[] = [];
      const pages: Record<string, number[]> = {};
      for (const [path, screen] of Object.entries(landingScreens())) {
        const module = `/app/screens/${screen}.tsx`;
        const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
        if (!chunk) this.error(`landing page ${path}: no chunk for ${module}`);
        pages[path] = [...staticGraph(bundle, chunk.fileName, { css: true })]
          .filter((f) => !loaded.has(f))
          .map((f) => {
            const at = files.indexOf(`${base}${f}`);
            return at >= 0 ? at : files.push(`${base}${f}`) - 1;
          });
      }
      return JSON.stringify({ files, pages });
    },
  });
}

/**
 * Fills index.html's table of each merchant's theme chunk (its module and style sheet), so the inline
 * start-up script can fetch the theme of the merchant it knows (the last one seen on this device, or
 * the one the early status call names) beside the app's scripts: the first render waits for the
 * theme, and without this its download would start only once the app had run.
 */
function themePreload(): Plugin {
  const THEME = /[\\/]theme[\\/]generated[\\/]themes[\\/]([a-z0-9_-]+)\.css\.ts$/;
  return fillIndexHtml({
    name: 'mc-theme-preload',
    placeholder: '/*THEME_CHUNKS*/ {}',
    fill(bundle) {
      const base = this.environment.config.base;
      const chunks = chunksOf(bundle);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return null;
      // What the entry loads anyway is left to the entry's own preloads.
      const loaded = staticGraph(bundle, entry.fileName, { css: true });
      const table: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const code = chunk.facadeModuleId ? THEME.exec(chunk.facadeModuleId)?.[1] : undefined;
        if (!code) continue;
        const files = [...staticGraph(bundle, chunk.fileName, { css: true })].filter((f) => !loaded.has(f));
        table[code] = files.map((f) => `${base}${f}`);
      }
      return Object.keys(table).length > 0 ? JSON.stringify(table) : null;
    },
  });
}

/**
 * Fills in index.html's tables for its splash: each page's shape and title (app/routes/routeTable.ts,
 * splashTable), so the splash a page paints before the app has run has that page's shape; the
 * languages whose faces load later (app/styles/scriptFaces.ts), in which it draws no title; and how
 * the game list asks for its first page and draws its first tiles' pictures (the lobby's constants,
 * GameTile's picture sizes), which the game list's splash does the same way. In the dev
 * server too; in a build before the strict CSP plugin hashes the inline scripts.
 */
function splashTables(): Plugin {
  const tables = {
    '/*SPLASH_SHAPES*/ {}': () => JSON.stringify(splashTable()),
    '/*LATE_FACE_SCRIPTS*/ []': () => JSON.stringify(LATE_FACE_SCRIPTS),
    '/*SPLASH_TILES*/ {}': () =>
      JSON.stringify({
        platform: PLATFORM,
        clientType: CLIENT_TYPE,
        pageSize: PAGE_SIZE,
        count: LIST_PRIORITY_TILES,
        sizes: TILE_SIZES,
        widths: [TILE_ICON_WIDTH, TILE_LARGE_ICON_WIDTH],
      }),
  };
  return {
    name: 'mc-splash-tables',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        // Only the app's page (Storybook's and the browser tests' pages are served through here too).
        if (ctx.filename !== fileURLToPath(new URL('./index.html', import.meta.url))) return html;
        for (const [placeholder, table] of Object.entries(tables)) {
          if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder} placeholder`);
          html = html.replace(placeholder, table());
        }
        return html;
      },
    },
  };
}

const HOME_DIR = /[\\/]app[\\/]screens[\\/]home[\\/]/;

/**
 * The home screen's own modules that it imports statically (FIRST_SCREEN_ROOTS and the files of its folder
 * they import, transitively), read from the module graph once it is built. The `home` chunk group
 * captures these and, through them, what they use; what home imports lazily (the side menu, the
 * popups with their dialogs and sanitiser, the account popover, the carousel engine) stays in chunks
 * of its own, downloaded when it is used. The walk stays inside the folder: the design system's
 * index re-exports every component, and the bundler's own walk keeps only what is used.
 */
const homeModules = new Set<string>();
function homeGraph(): Plugin {
  return {
    name: 'mc-home-graph',
    apply: 'build',
    buildEnd() {
      homeModules.clear();
      const visit = (id: string) => {
        if (homeModules.has(id) || !HOME_DIR.test(id)) return;
        homeModules.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      for (const id of this.getModuleIds()) if (FIRST_SCREEN_ROOTS.test(id)) visit(id);
    },
  };
}

export default defineConfig({
  base: '/m/',
  resolve: {
    alias: Object.entries(alias).map(([find, replacement]) => ({
      find: new RegExp(find.endsWith('/') ? `^${find}` : `^${find}$`),
      replacement,
    })),
  },
  plugins: [
    themeTokens(),
    react(),
    vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' }),
    platformSimulator(),
    // `npm run dev` also serves the theme studio at /studio (built apart: studio/vite.config.ts).
    studioDevRoute(),
    ...productionMessages(),
    productionRouter(),
    pureLibraryCalls(),
    serviceWorker({ precacheModules: ['app/screens/home/HomeScreen.tsx'] }),
    homeGraph(),
    splashTables(),
    screenPreload(),
    themePreload(),
    splitCatalogues({
      compiledDir: r('./app/i18n/compiled'),
      firstScreen: FIRST_SCREEN_ROOTS,
      firstScreenParts: FIRST_SCREEN_PARTS,
    }),
    strictCsp(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    sourcemap: true,
    rolldownOptions: {
      // The contract's call and schema modules only declare: a bundle that imports a group of calls
      // and uses a few of them leaves the rest out, and a call module is placed with the code that
      // makes the call (the first load carries the calls it makes; a lazy screen's calls come with
      // it). Without this, a group's barrel would pull every call of the group into the app chunk.
      treeshake: {
        moduleSideEffects: (id: string) => !CONTRACT_CALLS.test(id),
        // Radix's builds follow each function with `__name(fn, "name")`, which only sets the
        // function's name for the developer tools: as a call the bundler cannot see into, it kept
        // every function of every Radix module imported (3.3 kB gzip of the home chunk, most of it
        // the collection's second implementation). Pure, an unused function goes (app/build/pureLibraries.ts
        // does the same for React Router's factories).
        manualPureFunctions: ['__name'],
      },
      output: {
        // The first load's chunks keep their names (framework, app, home: what the budgets and a
        // developer read); every other file is named by its hash alone. The app chunk's preload table
        // lists each of the 170 lazy files with the chunks and style sheets each one needs, and the
        // names were a kilobyte of it (gzip) that only people read; the source maps still name the code.
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css') && !namedSheet(n))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // The fixed stack's runtime in one long-cached chunk: a release of the app does not
              // make phones download React, the router, MobX and react-intl again. The budgets
              // report it apart from the app's own code (.size-limit.js).
              name: 'framework',
              test: FRAMEWORK_MODULES,
              priority: 20,
            },
            {
              // Everything else the entry imports statically, in one chunk per entry (with its CSS)
              // instead of one small chunk per module that a lazy screen also imports: a first load
              // of a few files rather than a chain of forty.
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/[\\/]studio[\\/]|\.html($|\?)|[\\/]app[\\/]main\.tsx$/.test(id),
              priority: 10,
            },
            {
              // The dialog (Radix Dialog, focus trapping, scroll lock) in one chunk, downloaded with the
              // first dialog, prompt or sheet that opens (a first visit's app-download popup, a
              // confirmation, the side menu) instead of as five small files. The prompt (Radix's alert
              // dialog) and the sheet are small chunks of their own on top of it, so the popup of a
              // first visit does not bring them (1.2 kB gzip). Their styles are in the app's style
              // sheet (app/styles/index.ts imports them), so these chunks have none of their own.
              name: 'dialog',
              test: /[\\/]design-system[\\/]components[\\/]Dialog[\\/](?!Prompt\.)/,
              priority: 4,
            },
            {
              // The home screen (the landing page) and what it imports statically beyond the entry:
              // one chunk and one style sheet, fetched together. Its lazy parts are not in it.
              name: 'home',
              test: (id: string) => homeModules.has(id),
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8080), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8080) },
});
