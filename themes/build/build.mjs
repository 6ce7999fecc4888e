// `npm run tokens`: builds every merchant theme listed in themes/themes.config.ts from tokens/ and
// themes/<code>/. The build logic is TypeScript (Node runs it with type stripping); see build.ts.
import { fileURLToPath } from 'node:url';
import { merchants } from '../themes.config.ts';
import { buildThemes, writeThemes } from './build.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const started = Date.now();
try {
  const outputs = await buildThemes({ root, merchants });
  const { written, removed, total } = writeThemes(root, outputs);
  console.log(
    `tokens: ${merchants.length} merchants (${merchants.map((m) => m.code).join(', ')}), ` +
      `${total} files, ${written} updated, ${removed} removed in ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`tokens: build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
