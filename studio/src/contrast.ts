// The live contrast check: the pairs CI checks (themes/build/contrast.config.ts) over the draft's
// resolved tokens, each failure traced to the editable tokens it comes from, with the nearest
// colour that passes.
import { checkContrast, contrastRatio, parseColor, type ContrastResult } from '@themes/build/contrast.ts';
import type { ResolvedToken } from './tokens';
import { isEditable } from './catalogue';

export interface StudioContrastResult extends ContrastResult {
  /** Editable tokens whose value is the pair's foreground (the pair fails because of them too). */
  fgCauses: string[];
  bgCauses: string[];
  fgValue: string;
  bgValue: string;
}

/** The editable tokens a token's value comes from: itself or a token it refers to. */
export function editableSources(resolved: ReadonlyMap<string, ResolvedToken>, path: string): string[] {
  const t = resolved.get(path);
  return [path, ...(t?.chain ?? [])].filter(isEditable);
}

export function checkDraft(resolved: ReadonlyMap<string, ResolvedToken>): StudioContrastResult[] {
  return checkContrast((p) => resolved.get(p)?.css).map((r) => ({
    ...r,
    fgCauses: editableSources(resolved, r.fg),
    bgCauses: editableSources(resolved, r.bg),
    fgValue: resolved.get(r.fg)?.css ?? '',
    bgValue: resolved.get(r.bg)?.css ?? '',
  }));
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0');

/** `color` moved `t` of the way (0..1) towards `target` (sRGB), alpha kept. */
export function mix(color: string, target: [number, number, number], t: number): string {
  const [r, g, b, a] = parseColor(color);
  const out = `#${hex2(r + (target[0] - r) * t)}${hex2(g + (target[1] - g) * t)}${hex2(b + (target[2] - b) * t)}`;
  return a < 1 ? `${out}${hex2(a * 255)}` : out;
}

/**
 * The colour closest to `color` (the least darkening or lightening) that gives at least `min` against
 * `other`. `role` says which side `color` is on. Null when neither black nor white passes.
 */
export function nearestPassing(
  color: string,
  other: string,
  min: number,
  role: 'fg' | 'bg',
  canvas: string,
): string | null {
  const ratio = (c: string) =>
    role === 'fg' ? contrastRatio(c, other, canvas) : contrastRatio(other, c, canvas);
  const candidates: { t: number; value: string }[] = [];
  for (const target of [
    [0, 0, 0],
    [255, 255, 255],
  ] as [number, number, number][]) {
    if (ratio(mix(color, target, 1)) < min) continue;
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (ratio(mix(color, target, mid)) >= min) hi = mid;
      else lo = mid;
    }
    // Rounding to whole channels can land just under the line: step on until it passes.
    let t = hi;
    let value = mix(color, target, t);
    while (ratio(value) < min && t < 1) {
      t = Math.min(1, t + 0.005);
      value = mix(color, target, t);
    }
    candidates.push({ t, value });
  }
  candidates.sort((a, b) => a.t - b.t);
  return candidates[0]?.value ?? null;
}

/** The suggestion for an editable token in a failing pair. */
export function suggestionFor(r: StudioContrastResult, token: string, canvas: string): string | null {
  const role = r.fgCauses.includes(token) ? 'fg' : 'bg';
  return nearestPassing(
    role === 'fg' ? r.fgValue : r.bgValue,
    role === 'fg' ? r.bgValue : r.fgValue,
    r.min,
    role,
    canvas,
  );
}
