import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * `auto`: as many columns of at least 7rem (or 30 %) as fit; `three`: three, whatever the width;
 * `two`: two, for larger cards (a shop's items with their price and button).
 */
export const tileGridColumns = ['auto', 'three', 'two'] as const;
/** `gutter`: the grid keeps the screen's side padding (`grid.inset`); `none`: it fills its container. */
export const tileGridInsets = ['gutter', 'none'] as const;

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.grid.gap,
    margin: 0,
    listStyle: 'none',
  },
  variants: {
    columns: {
      auto: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(30%, 7rem), 1fr))' },
      three: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      two: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
    inset: {
      gutter: { padding: vars.grid.inset },
      none: { padding: 0 },
    },
  },
  defaultVariants: { columns: 'auto', inset: 'gutter' },
});

/**
 * A tile is drawn only near the screen (`content-visibility: auto`): off screen it is not styled,
 * laid out or painted, so a home page with sixty hot games renders the dozen in view and the rest as
 * they scroll in. Off screen it keeps the height it last had (`auto`), or before it was ever drawn
 * about a tile's (a square picture and two lines of name), so the page keeps its length. The clip
 * margin leaves room for a tile's focus ring (semantic focusRing and focusOffset), drawn outside it.
 */
export const cell = style({
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 10rem',
  // One token, not a sum of the ring's two: Chromium takes no calc() here. The ring (focusRing at
  // focusOffset) ends 4 px out.
  overflowClipMargin: vars.space.sm,
});

/** A loading tile: the square of a game icon with the tile's corners, in the skeleton colour. */
export const placeholder = style({
  display: 'block',
  aspectRatio: '1 / 1',
  borderRadius: vars.tile.radius,
  background: vars.skeleton.bg,
});

export type TileGridVariants = NonNullable<RecipeVariants<typeof grid>>;
