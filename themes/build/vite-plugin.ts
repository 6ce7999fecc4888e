// Keeps the generated theme files in step with tokens/ and themes/ inside any Vite process (dev
// server, Storybook, Vitest): builds once at start, and again whenever a token file, merchant asset or
// the merchant list changes. Only changed files are rewritten, so Vite hot-reloads just what moved.
// `npm run tokens` remains the one-shot build for CI and `npm run build`.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { merchants } from '../themes.config.ts';
import { buildThemes, writeThemes } from './build.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WATCHED = /[\\/](tokens|themes)[\\/](?!build[\\/]).*\.(json|svg)$/;

/** Rebuilds the themes. A new line in themes.config.ts needs a restart (the list is read once). */
async function rebuild(log: (msg: string) => void) {
  const { written, removed } = writeThemes(root, await buildThemes({ root, merchants }));
  if (written || removed) log(`theme tokens: ${written} files updated, ${removed} removed`);
}

export function themeTokens(): Plugin {
  return {
    name: 'theme-tokens',
    async buildStart() {
      await rebuild((msg) => this.info(msg));
    },
    configureServer(server) {
      server.watcher.add([`${root}tokens`, `${root}themes`]);
      const onChange = (file: string) => {
        if (!WATCHED.test(file)) return;
        rebuild((msg) => server.config.logger.info(msg)).catch((error: unknown) =>
          server.config.logger.error(
            `theme tokens: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
