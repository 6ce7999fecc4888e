// `npm run i18n:compile`: merges every area's translations per locale
// (app/i18n/translations/<locale>/<area>.json, formatjs "default" format:
// { "<id>": { "defaultMessage": "…", "description": "…" } }) and compiles them with the formatjs CLI
// into app/i18n/compiled/<locale>.json (pre-parsed AST, generated, gitignored).
// Fails when an id is defined in two areas of one locale or a message is not valid ICU.
// It also writes compiled/boot/start.json: the few plain strings the start-up failure page shows in
// every locale when no catalogue could be loaded (see app/shell/bootFailure.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const translationsDir = join(here, 'translations');
const outDir = join(here, 'compiled');

/** Reads every area file of a locale and merges them; throws on an id defined twice. */
export function mergeAreas(locale) {
  const dir = join(translationsDir, locale);
  const merged = {};
  const owner = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const area = file.replace(/\.json$/, '');
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [id, entry] of Object.entries(messages)) {
      if (owner[id]) throw new Error(`i18n: "${id}" is defined in both ${owner[id]} and ${area} (${locale})`);
      owner[id] = area;
      merged[id] = entry;
    }
  }
  return merged;
}

/** The messages the start-up failure page needs before any catalogue is loaded. */
export const BOOT_MESSAGE_IDS = ['shell_load_failed', 'shell_retry'];

/** Picks the boot messages of every locale: { locale: { id: text } } (plain text, no ICU). */
export function bootMessages(locales = listLocales()) {
  const out = {};
  for (const locale of locales) {
    const merged = mergeAreas(locale);
    out[locale] = Object.fromEntries(BOOT_MESSAGE_IDS.map((id) => [id, merged[id]?.defaultMessage ?? '']));
  }
  return out;
}

export function listLocales() {
  return readdirSync(translationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function main() {
  mkdirSync(outDir, { recursive: true });
  const tmp = mkdtempSync(join(tmpdir(), 'i18n-'));
  const bin = join(here, '..', '..', 'node_modules', '.bin', 'formatjs');
  try {
    for (const locale of listLocales()) {
      const merged = mergeAreas(locale);
      const input = join(tmp, `${locale}.json`);
      writeFileSync(input, JSON.stringify(merged));
      execFileSync(bin, ['compile', input, '--ast', '--out-file', join(outDir, `${locale}.json`)], {
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      console.log(`i18n: ${locale} ${Object.keys(merged).length} messages`);
    }
    mkdirSync(join(outDir, 'boot'), { recursive: true });
    writeFileSync(join(outDir, 'boot', 'start.json'), JSON.stringify(bootMessages()));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
