// Build side of the strict CSP. A policy with hashes and 'strict-dynamic' trusts only inline
// scripts whose hash it lists, and whatever those scripts load; a parser-inserted
// `<script src>` or `<link rel=modulepreload>` would be refused. So the built index.html gets one
// inline loader instead of Vite's entry tags: it adds the modulepreload links (script-inserted, so
// trusted) and imports the entry once the document is parsed (as a module script would run) and the
// shell's first pictures are on screen (or a deadline has passed). The
// hash of every inline script is computed from the final HTML and written, with the other headers,
// to dist/security-headers.json (app/security/headers.ts). Build only: the dev server's own inline
// scripts (React refresh) change per session, so `npm run dev` runs without the CSP.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { SECURITY_HEADERS_FILE, securityHeaders } from './headers.ts';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * How long, once the page is parsed, the app's start waits for the shell's first pictures: long
 * enough for a slow network's images to arrive while the scripts still download, short enough that
 * a stalled picture costs the player little.
 */
export const SPLASH_WAIT_MS = 1000;

/** The inline loader that replaces Vite's entry script and modulepreload links. */
export function loaderScript(entry: string, preloads: readonly string[]): string {
  const urls = JSON.stringify([entry, ...preloads]);
  return [
    '<script>',
    '(function () {',
    '  var d = document;',
    `  ${urls}.forEach(function (u) {`,
    "    var l = d.createElement('link');",
    "    l.rel = 'modulepreload';",
    "    l.crossOrigin = '';",
    '    l.href = u;',
    '    d.head.appendChild(l);',
    '  });',
    '  var started = false;',
    '  var go = function () {',
    '    if (started) return;',
    '    started = true;',
    `    import(${JSON.stringify(entry)});`,
    '  };',
    // The shell may be putting its first pictures on screen (index.html, mcSplashShown): the app's
    // first run would hold them back, so it waits for them, but never longer than SPLASH_WAIT_MS.
    '  var start = function () {',
    '    var shown = window.mcSplashShown;',
    '    if (!shown) return go();',
    '    shown.then(go, go);',
    `    setTimeout(go, ${SPLASH_WAIT_MS});`,
    '  };',
    "  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', start);",
    '  else start();',
    '})();',
    '</script>',
  ].join('\n');
}

/** Rewrites the built HTML and returns it with the CSP hashes of its inline scripts. */
export function strictCspHtml(html: string): { html: string; hashes: string[] } {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('strict CSP: the built index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const rewritten = html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `\n    ${loaderScript(entry[1]!, preloads)}`);
  const hashes = [...rewritten.matchAll(INLINE_SCRIPT)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}`,
  );
  return { html: rewritten, hashes };
}

export function strictCsp(): Plugin {
  return {
    name: 'mc-strict-csp',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset') return;
        const { html, hashes } = strictCspHtml(String(page.source));
        page.source = html;
        this.emitFile({
          type: 'asset',
          fileName: SECURITY_HEADERS_FILE,
          source: `${JSON.stringify(securityHeaders(hashes), null, 2)}\n`,
        });
      },
    },
  };
}
