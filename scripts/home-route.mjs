// What the home route downloads, read from a production build (`npm run build`): its files, from
// Vite's manifest, and how much of its JavaScript comes from each part of the source tree, from the
// build's source maps. Used by the size budgets (.size-limit.js) and `npm run size:report`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const MANIFEST = join(DIST, '.vite', 'manifest.json');
/** Source modules whose chunks make up the home route (besides the entry). */
export const HOME_ROUTE_SOURCES = ['app/screens/home/HomeScreen.tsx'];

/** The entry chunk, everything it imports statically, and the home screen's chunks with their imports. */
export function homeRouteFiles() {
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
  visit(Object.keys(manifest).find((k) => manifest[k].isEntry));
  for (const src of HOME_ROUTE_SOURCES) visit(src);
  // Global CSS Vite emits on its own (the entry's style sheet).
  for (const [key, chunk] of Object.entries(manifest))
    if (key.endsWith('.css') && chunk.isEntry) css.add(chunk.file);
  return { js: [...js].map((f) => join(DIST, f)), css: [...css].map((f) => join(DIST, f)) };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((c, i) => [c, i]));

/** Decodes a source map's `mappings` into per-line segments `[column, sourceIndex]`. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/**
 * The minified code of `files` that comes from sources matching `test` (a function of the source
 * path relative to the repository), concatenated. Code a map does not attribute is left out.
 */
export function codeFrom(files, test) {
  let out = '';
  for (const file of files) {
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const sources = map.sources.map((s) => normalize(join(dirname(file), s)));
    const matches = sources.map((s) => test(s));
    const lines = readFileSync(file, 'utf8').split('\n');
    decodeMappings(map.mappings).forEach((segments, i) => {
      const text = lines[i] ?? '';
      segments.forEach(([column, source], j) => {
        if (source < 0 || !matches[source]) return;
        const end = j + 1 < segments.length ? segments[j + 1][0] : text.length;
        out += text.slice(column, end);
      });
    });
  }
  return out;
}

/**
 * Writes the home route's design-system code to `dist/.vite/home-route-design-system.js`, so the
 * budgets can print its gzip size (what the home route takes from the design system).
 */
export function writeDesignSystemShare() {
  const code = codeFrom(homeRouteFiles().js, (source) => source.startsWith('design-system/'));
  const out = join(DIST, '.vite', 'home-route-design-system.js');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  return out;
}

// `node scripts/home-route.mjs`: the home route's JavaScript by part of the tree, minified and gzip.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const { js } = homeRouteFiles();
  const groups = new Map();
  const group = (source) => {
    const nm = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
    if (nm) return `npm: ${nm[1]}`;
    return source.split('/').slice(0, 2).join('/');
  };
  for (const file of js) {
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    for (const s of map.sources) groups.set(group(normalize(join(dirname(file), s))), true);
  }
  const rows = [...groups.keys()].map((name) => {
    const code = codeFrom(js, (source) => group(source) === name);
    return { name, min: code.length, gzip: gzipSync(code).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(
    'home route JavaScript by source (each part gzipped alone, so parts sum to more than the whole)',
  );
  for (const r of rows)
    console.log(
      `${(r.gzip / 1000).toFixed(1).padStart(7)} kB gzip ${(r.min / 1000).toFixed(1).padStart(7)} kB min  ${r.name}`,
    );
}
