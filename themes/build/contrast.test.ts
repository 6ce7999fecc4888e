import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { merchants } from '../themes.config.ts';
import { buildThemes, OUT } from './build.ts';
import { checkContrast, contrastRatio, describeResult, parseColor } from './contrast.ts';
import { contrastPairs } from './contrast.config.ts';
import type { TokenDoc } from './formats.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('contrast maths', () => {
  it('parses short, long and alpha hex colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColor('#00000080')).toEqual([0, 0, 0, 128 / 255]);
    expect(() => parseColor('red')).toThrow('Not a hex colour');
  });

  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent foreground over its background', () => {
    // 0x80 / 255 black over white is 127/255 grey: #7f7f7f.
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 2);
  });

  it('reports a failing pair with both token names and the ratio', () => {
    const values: Record<string, string> = { 'color.bg.canvas': '#ffffff', 'color.text.muted': '#aaaaaa' };
    const [result] = checkContrast(
      (p) => values[p],
      [{ fg: 'color.text.muted', bg: 'color.bg.canvas', kind: 'text' }],
    );
    expect(result?.pass).toBe(false);
    expect(describeResult(result!)).toBe('color.text.muted on color.bg.canvas: 2.32:1 (text needs 4.5:1)');
  });

  it('fails loudly when a pair names a token that does not exist', () => {
    expect(() => checkContrast(() => undefined)).toThrow('unknown token');
  });
});

describe('WCAG 2.2 AA for every merchant', async () => {
  const outputs = await buildThemes({ root, merchants });
  for (const { code } of merchants) {
    it(`${code}: every declared fg/bg pair passes`, () => {
      const docs = JSON.parse(String(outputs.get(`${OUT.generated}/docs/${code}.json`))) as TokenDoc[];
      const values = new Map(docs.map((d) => [d.path, d.value]));
      const failures = checkContrast((p) => values.get(p)).filter((r) => !r.pass);
      expect(failures.map(describeResult), `${code} contrast failures`).toEqual([]);
    });
  }

  it('declares pairs for every text colour of the contract', () => {
    const docs = JSON.parse(readFileSync(`${root}/${OUT.generated}/docs/aurum.json`, 'utf8')) as TokenDoc[];
    const textTokens = docs.filter((d) => d.path.startsWith('color.text.')).map((d) => d.path);
    const checked = new Set(contrastPairs.map((p) => p.fg));
    expect(textTokens.filter((t) => !checked.has(t))).toEqual([]);
  });
});
