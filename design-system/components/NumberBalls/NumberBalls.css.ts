import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const numberBallsSizes = ['sm', 'md'] as const;

/** A block of phrasing content, so it may sit in a list item's description or a paragraph. */
export const root = style({ display: 'block' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.numberBalls.gap,
});

/** One drawn number: round, wide enough for two digits at the player's text size. */
export const ball = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: '2em',
    height: '2em',
    paddingInline: vars.space.xxs,
    borderRadius: vars.numberBalls.radius,
    background: vars.numberBalls.bg,
    color: vars.numberBalls.text,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.xs },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type NumberBallsVariants = NonNullable<RecipeVariants<typeof ball>>;
