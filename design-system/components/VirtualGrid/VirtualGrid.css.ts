import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Number of columns, set at run time. */
export const columnCount = createVar();

export const virtualGridGaps = ['xs', 'sm', 'md'] as const;

export const container = style({ position: 'relative', width: '100%' });

export const row = recipe({
  base: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
    alignItems: 'start',
  },
  variants: {
    gap: {
      xs: { columnGap: vars.space.xs, paddingBottom: vars.space.xs },
      sm: { columnGap: vars.space.sm, paddingBottom: vars.space.sm },
      md: { columnGap: vars.space.md, paddingBottom: vars.space.md },
    },
  },
  defaultVariants: { gap: 'sm' },
});

export const cell = style({ minWidth: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.md,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export type VirtualGridVariants = NonNullable<RecipeVariants<typeof row>>;
