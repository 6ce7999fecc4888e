import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { merchants } from '../themes.config.ts';
import { buildThemes, OUT } from './build.ts';
import { themeTokens } from './vite-plugin.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('theme-tokens Vite plugin', () => {
  it('brings the generated files up to date when a Vite process starts', async () => {
    const plugin = themeTokens();
    const messages: string[] = [];
    const buildStart = plugin.buildStart as (this: { info: (m: string) => void }) => Promise<void>;
    await buildStart.call({ info: (m) => messages.push(m) });
    const expected = await buildThemes({ root, merchants });
    for (const file of [
      `${OUT.generated}/contract.css.ts`,
      `${OUT.generated}/merchants.ts`,
      `${OUT.public}/aurum.css`,
    ]) {
      expect(readFileSync(`${root}/${file}`, 'utf8'), file).toBe(String(expected.get(file)));
    }
  });
});
