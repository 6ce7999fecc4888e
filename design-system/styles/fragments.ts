// Style fragments shared by the components' style files. A plain module (not .css.ts): vanilla-extract
// style files may only export styles, and these are helpers they call.
import { vars } from '../theme/vars.css';

/**
 * The keyboard focus ring every control shares, as a style fragment for a `'&:focus-visible'`
 * selector: drawn `outside` the element (the default), `inside` it (for controls flush with an edge
 * or inside a field) or `tight` against it (segments in a track, tiles in a grid).
 */
export function focusRingStyle(placement: 'outside' | 'inside' | 'tight' = 'outside') {
  const offset = {
    outside: vars.size.focusRing,
    inside: `calc(-1 * ${vars.size.focusRing})`,
    tight: vars.size.hairline,
  }[placement];
  return { outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`, outlineOffset: offset };
}

/**
 * An invisible `::after` hit area that makes a control at least a tap target (44 px) in both
 * directions around a smaller visual of size `visual` (e.g. a 24 px checkbox). It grows up, down and
 * towards the start only: what follows a checkbox or radio is its label (a target of its own, which
 * may hold a link), so the area never reaches into it. The control needs `position: relative`. An
 * absolutely placed box is inset from the padding box, inside the border, so a control with a border
 * passes its width as `border`.
 */
export function tapAreaStyle(visual: string, border = '0px') {
  const missing = `(${vars.size.tapTarget} - ${visual} + 2 * ${border})`;
  return {
    content: '""',
    position: 'absolute',
    insetBlock: `calc(${missing} / -2)`,
    insetInlineStart: `calc(-1 * ${missing})`,
    insetInlineEnd: 0,
  } as const;
}

/** The visible label above a form control (TextField, Select, PinInput): one look for every field. */
export const fieldLabelStyle = {
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
} as const;
