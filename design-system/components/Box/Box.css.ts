import { globalStyle, style } from '@vanilla-extract/css';

/** Box resets only what every element needs so sprinkles start from a known base. */
export const base = style({
  boxSizing: 'border-box',
  minWidth: 0,
});

/**
 * Element resets by the `as` element (as Braid's Box does): a list laid out by Box or Stack keeps
 * its semantics (a screen reader counts its items) without the browser's bullets and indent. The
 * reset sits in `:where()`, so any sprinkle (padding, margin) wins over it whatever the CSS order.
 */
const list = style({});
globalStyle(`:where(${list})`, { listStyle: 'none', margin: 0, padding: 0 });
export const elementResets: Partial<Record<string, string>> = { ul: list, ol: list };
