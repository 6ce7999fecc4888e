import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TokenDoc } from '@themes/build/formats.ts';
import { baseTokens, cssVariables, merchantCodes, merchantOverrides, resolveTokens } from './tokens';
import { editableTokens } from './catalogue';

const docs = (code: string): TokenDoc[] =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../design-system/theme/generated/docs/${code}.json`, import.meta.url)),
      'utf8',
    ),
  ) as TokenDoc[];

describe('studio token resolution', () => {
  it.each(merchantCodes)('gives every token of %s the value the theme build gives it', (code) => {
    const resolved = resolveTokens(baseTokens, merchantOverrides[code] ?? {});
    for (const doc of docs(code))
      expect([doc.path, resolved.get(doc.path)?.css]).toEqual([doc.path, doc.value]);
  });

  it('carries an override to every token that refers to it', () => {
    const resolved = resolveTokens(baseTokens, {}, { 'color.bg.accent': '#ff0066' });
    expect(resolved.get('button.primary.bg')?.css).toBe('#ff0066');
    expect(resolved.get('button.primary.bg')?.chain).toContain('color.bg.accent');
    expect(cssVariables(resolved).get('--mc-button-primary-bg')).toBe('#ff0066');
  });

  it('offers only tokens that exist', () => {
    for (const t of editableTokens) expect(baseTokens.has(t.path), t.path).toBe(true);
  });
});
