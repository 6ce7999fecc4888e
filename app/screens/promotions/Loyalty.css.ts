// What the loyalty pages (sign-in, reward center, mall) need beyond the design system: a list laid
// out by a Stack (cards in a column, the 7-day cycle in a row) without the browser's bullets and
// indent, and mall cards as tall as their grid row.
import { style } from '@vanilla-extract/css';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A mall item's card fills its grid cell, its button at the bottom, so a row's buttons line up. */
export const fillCell = style({ height: '100%', boxSizing: 'border-box' });
export const column = style({ height: '100%' });
export const atBottom = style({ marginTop: 'auto' });
