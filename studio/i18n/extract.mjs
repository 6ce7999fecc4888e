// `npx node studio/i18n/extract.mjs`: extracts the studio's Portuguese defaults from its code into
// studio/i18n/pt.json (formatjs "default" format, as the app's areas). The other locales' files are
// translated by hand from it; studio/i18n/catalogues.test.ts checks that every locale has every id.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractGlobs } from '../../app/i18n/extract.mjs';

const here = dirname(fileURLToPath(import.meta.url));
console.log(
  `studio i18n: extracted into ${extractGlobs(['studio/src/**/*.{ts,tsx}'], join(here, 'pt.json'))}`,
);
