import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@themes/build/contrast.ts';
import { baseTokens, merchantCodes, merchantOverrides, resolveTokens } from './tokens';
import { checkDraft, nearestPassing, suggestionFor } from './contrast';

describe('studio contrast', () => {
  it.each(merchantCodes)('passes every pair for %s as it ships', (code) => {
    expect(
      checkDraft(resolveTokens(baseTokens, merchantOverrides[code] ?? {})).filter((r) => !r.pass),
    ).toEqual([]);
  });

  it('traces a failure to the editable token it comes from, with a passing suggestion', () => {
    const resolved = resolveTokens(baseTokens, {}, { 'color.bg.accent': '#1a2340' });
    const failing = checkDraft(resolved).find(
      (r) => r.fg === 'button.primary.text' && r.bg === 'button.primary.bg',
    );
    expect(failing?.pass).toBe(false);
    expect(failing?.bgCauses).toContain('color.bg.accent');
    const canvas = resolved.get('color.bg.canvas')!.css;
    const suggestion = suggestionFor(failing!, 'color.bg.accent', canvas)!;
    expect(contrastRatio(failing!.fgValue, suggestion, canvas)).toBeGreaterThanOrEqual(failing!.min);
  });

  it('moves a colour as little as needed', () => {
    const near = nearestPassing('#777777', '#ffffff', 4.5, 'fg', '#ffffff')!;
    expect(contrastRatio(near, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(near, '#ffffff')).toBeLessThan(4.7);
  });
});
