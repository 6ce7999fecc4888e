// WCAG 2.2 contrast: relative luminance and contrast ratio of CSS hex colours, with alpha
// composited over the background (and a translucent background over the canvas).
import { contrastPairs, MIN_RATIO, type ContrastKind, type ContrastPair } from './contrast.config.ts';

export type Rgba = [r: number, g: number, b: number, a: number];

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa (what the tokens use). */
export function parseColor(css: string): Rgba {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(css.trim())?.[1];
  if (!hex) throw new Error(`Not a hex colour: "${css}"`);
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [n(0), n(2), n(4), full.length === 8 ? n(6) / 255 : 1];
}

/** `top` painted over an opaque `bottom`: an opaque colour. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  const mix = (i: 0 | 1 | 2) => top[i] * a + bottom[i] * (1 - a);
  return [mix(0), mix(1), mix(2), 1];
}

export function relativeLuminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio (1..21) of a foreground over a background; translucent layers are composited. */
export function contrastRatio(fg: string, bg: string, canvas = '#ffffff'): number {
  const white: Rgba = [255, 255, 255, 1];
  const back = composite(parseColor(bg), composite(parseColor(canvas), white));
  const front = composite(parseColor(fg), back);
  const [l1, l2] = [relativeLuminance(front), relativeLuminance(back)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

export interface ContrastResult extends ContrastPair {
  ratio: number;
  min: number;
  pass: boolean;
}

/** Checks every declared pair against a token lookup (path -> CSS value). */
export function checkContrast(
  valueOf: (path: string) => string | undefined,
  pairs: readonly ContrastPair[] = contrastPairs,
): ContrastResult[] {
  const need = (path: string) => {
    const v = valueOf(path);
    if (v === undefined) throw new Error(`Contrast pair names an unknown token: ${path}`);
    return v;
  };
  const canvas = need('color.bg.canvas');
  return pairs.map((p) => {
    const ratio = contrastRatio(need(p.fg), need(p.bg), canvas);
    const min = MIN_RATIO[p.kind];
    return { ...p, ratio, min, pass: ratio >= min };
  });
}

export const describeResult = (r: ContrastResult) =>
  `${r.fg} on ${r.bg}: ${r.ratio.toFixed(2)}:1 (${r.kind} needs ${r.min}:1)`;

export type { ContrastKind, ContrastPair };
