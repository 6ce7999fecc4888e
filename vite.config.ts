import { fileURLToPath, URL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defineConfig, type Plugin } from 'vite';
import formatjs from '@formatjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { themeTokens } from './themes/build/vite-plugin.ts';
import { serviceWorker } from './app/pwa/plugin.ts';
import { strictCsp } from './app/security/cspPlugin.ts';

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
    ...productionMessages(),
    serviceWorker({ precacheModules: ['app/screens/home/HomeScreen.tsx'] }),
    strictCsp(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The fixed stack's runtime in one long-cached chunk: a release of the app does not
              // make phones download React, the router, MobX and react-intl again. The budgets
              // report it apart from the app's own code (.size-limit.js).
              name: 'framework',
              test: FRAMEWORK_MODULES,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8080), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8080) },
});
