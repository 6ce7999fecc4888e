// The theme studio's own build: `vite build -c studio/vite.config.ts` (part of `npm run build`)
// writes it to dist/studio/, which `npm start` serves at /studio. A separate build, not a second
// input of the app's, so the player's chunks, budgets and service worker never see studio code.
// It shares the app's aliases and plugins that matter here (tokens, React, vanilla-extract).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { alias } from '../vite.config.ts';
import { themeTokens } from '../themes/build/vite-plugin.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('.'),
  base: '/studio/',
  publicDir: false,
  resolve: {
    alias: Object.entries(alias).map(([find, replacement]) => ({
      find: new RegExp(find.endsWith('/') ? `^${find}` : `^${find}$`),
      replacement,
    })),
  },
  plugins: [themeTokens(), react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: r('../dist/studio'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // One page for designers on a desktop, loaded once: no per-route budget to split for.
    chunkSizeWarningLimit: 1000,
  },
});
