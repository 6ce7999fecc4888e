import { style } from '@vanilla-extract/css';

/** Box resets only what every element needs so sprinkles start from a known base. */
export const base = style({
  boxSizing: 'border-box',
  minWidth: 0,
});
