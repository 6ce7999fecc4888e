import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const labels = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const label = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.medium });

export const figure = recipe({
  base: { color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  variants: { complete: { true: { color: vars.progress.complete }, false: {} } },
});

export const track = style({
  position: 'relative',
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.progress.track,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.pill,
    transitionProperty: 'width',
    transitionDuration: vars.motion.duration.slow,
    transitionTimingFunction: vars.motion.easing.standard,
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    complete: {
      true: { background: vars.progress.complete },
      false: { background: vars.progress.fill },
    },
  },
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});

export type ProgressVariants = NonNullable<RecipeVariants<typeof fill>>;
