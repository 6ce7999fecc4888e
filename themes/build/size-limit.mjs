// Per-merchant theme budgets for size-limit, read from Vite's build manifest (run the build first).
// Use in .size-limit.js:  import { themeBudgets } from './themes/build/size-limit.mjs';
//                         export default [...homeRouteBudgets, ...themeBudgets()];
// Each merchant's theme is its own chunk: its CSS at most 4 kB gzip, its JavaScript only the class
// name and browser-chrome colours (at most 1 kB gzip).
import { existsSync, readFileSync } from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';
const THEME_SOURCE = /^design-system\/theme\/generated\/themes\/([a-z0-9-]+)\.css\.ts$/;

export function themeBudgets(manifestFile = MANIFEST) {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const budgets = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const code = THEME_SOURCE.exec(key)?.[1];
    if (!code) continue;
    budgets.push(
      {
        name: `theme ${code} CSS (gzip)`,
        path: (chunk.css ?? []).map((f) => `dist/${f}`),
        limit: '4 kB',
        gzip: true,
      },
      { name: `theme ${code} JavaScript (gzip)`, path: [`dist/${chunk.file}`], limit: '1 kB', gzip: true },
    );
  }
  if (budgets.length === 0) {
    throw new Error(
      `No merchant theme chunk in ${manifestFile}: the app must load themes with loadMerchantTheme()`,
    );
  }
  return budgets;
}
