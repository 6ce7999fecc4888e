import type { CSSProperties } from 'react';

/**
 * An element's inline style that sets CSS variables made with vanilla-extract's `createVar()`
 * (written `var(--name)`): `style={inlineVars({ [widthVar]: '60%' })}`. A value left out (null or
 * undefined) is not set, so the style sheet's own value applies.
 *
 * The design system's own rather than `@vanilla-extract/dynamic`'s `assignInlineVars`: that package
 * also walks theme contracts, which no component here needs, and was 0.6 kB gzip of home's chunk.
 */
export function inlineVars(
  vars: Readonly<Record<string, string | number | null | undefined>>,
): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(vars)) {
    if (value == null) continue;
    style[/^var\((--[^,)]+)\)$/.exec(variable)?.[1] ?? variable] = String(value);
  }
  return style as CSSProperties;
}
