import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Gaps other than the grid's own (`grid.gap`, the default). */
export const virtualGridGaps = ['xs', 'sm', 'md'] as const;
/** `gutter`: the rows keep the screen's side padding (`grid.inset`), for a grid that spans the page. */
export const virtualGridInsets = ['none', 'gutter'] as const;

export const container = style({ position: 'relative', width: '100%' });

export const row = recipe({
  base: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    // gridTemplateColumns is set inline from the `columns` prop.
    alignItems: 'start',
    columnGap: vars.grid.gap,
    paddingBottom: vars.grid.gap,
  },
  variants: {
    gap: {
      xs: { columnGap: vars.space.xs, paddingBottom: vars.space.xs },
      sm: { columnGap: vars.space.sm, paddingBottom: vars.space.sm },
      md: { columnGap: vars.space.md, paddingBottom: vars.space.md },
    },
    inset: {
      none: {},
      gutter: { paddingInline: vars.grid.inset },
    },
  },
  defaultVariants: { inset: 'none' },
});

export const cell = style({ minWidth: 0 });

/** Under the grid: its live region for 'loading more', the end of the list or a retry. */
export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  padding: vars.space.md,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export type VirtualGridVariants = NonNullable<RecipeVariants<typeof row>>;
