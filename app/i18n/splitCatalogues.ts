// The production build's message catalogues, in two parts per locale (Vite plugin, build only).
//
// The compiled catalogue of a locale (app/i18n/compiled/<locale>.json, `npm run i18n:compile`) holds
// every message of the app, about 18 kB gzip in Portuguese; the first screen shows a small share
// of them. The build emits, for each locale, the messages whose ids appear in the code of the first
// load (the entry with what it imports statically, and the home screen's chunks) as one JSON file,
// and all the others as a second. index.html learns their addresses (its `/*CATALOGUES*/`
// placeholder) and fetches the first part of the player's language while the scripts download; the
// second is fetched with the first chunk beyond the first screen (app/i18n/load.ts,
// `loadMoreMessages`, which app/shell/lazyPart.ts and the screen loader wait for). Catalogues are
// plain JSON: the browser parses them faster than the same data as a script.
//
// An id is taken to be used by a chunk when it appears there as a string literal, which is how the
// message descriptors reach production code (their defaults stripped, the ids kept). Ids that only
// the platform sends (error keys) are in the second part.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chunksOf, fillIndexHtml, staticGraph } from '../build/chunkGraph.ts';

/** Whether `id` appears in `code` as a string literal (quotes of any kind). */
function usedIn(code: string, id: string): boolean {
  return code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``);
}

/** Splits a catalogue into the messages `code` uses and the others. */
export function splitCatalogue<T>(
  catalogue: Record<string, T>,
  code: string,
): { first: Record<string, T>; more: Record<string, T> } {
  const first: Record<string, T> = {};
  const more: Record<string, T> = {};
  for (const [id, message] of Object.entries(catalogue)) (usedIn(code, id) ? first : more)[id] = message;
  return { first, more };
}

export interface SplitCataloguesOptions {
  /** Where the compiled catalogues are (`<locale>.json`). */
  compiledDir: string;
  /** Modules whose chunks (with their static imports) are the first screen, besides the entry. */
  firstScreen: RegExp;
  /**
   * Lazy parts of the first screen that load without the rest of the catalogue: the build fails
   * when one of them (or a chunk it imports) uses a message the first part does not hold.
   */
  firstScreenParts?: RegExp;
}

/**
 * Emits `assets/messages-<locale>-<hash>.json` and `assets/messages-<locale>-more-<hash>.json` and
 * writes `{ locale: [first, more] }` into index.html. Named `formatjs-…` so Storybook's build, which
 * keeps the whole catalogues, leaves it out with the other production message plugins.
 */
export function splitCatalogues(options: SplitCataloguesOptions): Plugin {
  return fillIndexHtml({
    name: 'formatjs-split-catalogues',
    placeholder: '/*CATALOGUES*/ {}',
    config: () => ({ define: { 'import.meta.env.MC_SPLIT_CATALOGUES': 'true' } }),
    fill(bundle) {
      const chunks = chunksOf(bundle);
      const first = new Set<string>();
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || options.firstScreen.test(id))
          staticGraph(bundle, chunk.fileName, { into: first });
      }
      const codeOf = (files: Iterable<string>) =>
        [...files].map((f) => (bundle[f] as { code?: string }).code ?? '').join('\n');
      const code = codeOf(first);
      const base = this.environment.config.base;
      const files: Record<string, [string, string]> = {};
      for (const file of readdirSync(options.compiledDir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const locale = file.replace(/\.json$/, '');
        const catalogue = JSON.parse(readFileSync(join(options.compiledDir, file), 'utf8')) as Record<
          string,
          unknown
        >;
        const parts = splitCatalogue(catalogue, code);
        if (locale === 'pt' && options.firstScreenParts) {
          for (const chunk of chunks) {
            if (!options.firstScreenParts.test(chunk.facadeModuleId ?? '')) continue;
            const own = [...staticGraph(bundle, chunk.fileName)].filter((f) => !first.has(f));
            const beyond = Object.keys(splitCatalogue(parts.more, codeOf(own)).first);
            if (beyond.length)
              this.error(
                `${chunk.facadeModuleId} loads without the rest of the catalogue but uses ${beyond.join(', ')}`,
              );
          }
        }
        const emit = (name: string, messages: Record<string, unknown>) =>
          base +
          this.getFileName(
            this.emitFile({ type: 'asset', name: `${name}.json`, source: JSON.stringify(messages) }),
          );
        files[locale] = [
          emit(`messages-${locale}`, parts.first),
          emit(`messages-${locale}-more`, parts.more),
        ];
      }
      return JSON.stringify(files);
    },
  });
}
