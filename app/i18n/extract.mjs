// `node app/i18n/extract.mjs <area>`: extracts the Portuguese defaults of one area's messages from
// the code (formatjs CLI) into app/i18n/translations/pt/<area>.json. Each area lists its sources
// here; an engineer adds their area's line. Other locales are translated by hand from pt.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Area -> source globs (relative to the repository root). */
export const areas = {
  shell: [
    'app/api/**/*.ts',
    'app/stores/*.ts',
    'app/shell/**/*.{ts,tsx}',
    'app/routes/**/*.{ts,tsx}',
    'app/format/*.ts',
    'app/screens/{member,message,settings}/**/*.{ts,tsx}',
  ],
  messages: ['app/screens/{notice,inbox,service,agreement}/**/*.{ts,tsx}'],
  accounts: ['app/screens/accounts/**/*.{ts,tsx}', 'app/stores/accounts/**/*.ts'],
  lobby: ['app/screens/{home,lobby}/**/*.{ts,tsx}', 'app/stores/games/**/*.ts'],
  records: ['app/screens/records/**/*.{ts,tsx}', 'app/stores/records/**/*.ts'],
  wallet: ['app/screens/{deposit,withdraw,wallet}/**/*.{ts,tsx}', 'app/stores/wallet/**/*.ts'],
  safety: [
    'app/screens/{security,responsibleGaming}/**/*.{ts,tsx}',
    'app/stores/{security,responsibleGaming}/**/*.ts',
  ],
  contracts: ['app/screens/contracts/**/*.{ts,tsx}', 'app/stores/contracts/**/*.ts'],
  appDownload: ['app/screens/appDownload/**/*.{ts,tsx}'],
  lottery: ['app/screens/lottery/**/*.{ts,tsx}', 'app/stores/lottery/**/*.ts'],
  promotions: [
    'app/screens/{promotions,rewards,mall,vip,invite}/**/*.{ts,tsx}',
    'app/stores/{promotions,loyalty}/**/*.ts',
  ],
};

/** Runs the extraction of an area into `outFile` (default: its pt catalogue). */
export function extract(area, outFile = join(root, 'app', 'i18n', 'translations', 'pt', `${area}.json`)) {
  const globs = areas[area];
  if (!globs) throw new Error(`i18n: unknown area "${area}" (known: ${Object.keys(areas).join(', ')})`);
  return extractGlobs(globs, outFile);
}

/** Extracts the messages of any source globs (tests and stories excluded) into `outFile`. */
export function extractGlobs(globs, outFile) {
  const bin = join(root, 'node_modules', '.bin', 'formatjs');
  execFileSync(
    bin,
    ['extract', ...globs, '--ignore', '**/*.test.*', '--ignore', '**/*.stories.*', '--out-file', outFile],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return outFile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `node app/i18n/extract.mjs [area]`: one area, or every area when none is named.
  const named = process.argv[2];
  for (const area of named ? [named] : Object.keys(areas)) {
    console.log(`i18n: extracted ${area} into ${extract(area)}`);
  }
}
