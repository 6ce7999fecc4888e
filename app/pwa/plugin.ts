// Builds the service worker (app/pwa/sw.js) into the production output as /m/sw.js, with the
// release id and the precache list: index.html and what the home route needs (the entry chunk, its
// static imports, the home screen's chunk and theirs, and their styles). Build only: the dev server
// and Storybook have no service worker.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { chunksOf, staticGraph } from '../build/chunkGraph.ts';

const SOURCE = fileURLToPath(new URL('./sw.js', import.meta.url));

export function serviceWorker(options: { precacheModules: string[] }): Plugin {
  return {
    name: 'mc-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>(['index.html']);
      for (const chunk of chunksOf(bundle)) {
        const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
        if (chunk.isEntry || options.precacheModules.some((m) => id.endsWith(m)))
          staticGraph(bundle, chunk.fileName, { css: true, into: files });
      }
      const precache = [...files].sort();
      const build = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(SOURCE, 'utf8')
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace("'__PRECACHE__'", JSON.stringify(JSON.stringify(precache)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
