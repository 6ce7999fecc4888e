import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const barListTones = ['neutral', 'positive', 'negative'] as const;

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
});

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const value = recipe({
  base: {
    flexShrink: 0,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.primary },
      positive: { color: vars.color.text.success },
      negative: { color: vars.color.text.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const track = style({
  display: 'block',
  height: vars.space.sm,
  borderRadius: vars.barList.radius,
  background: vars.barList.track,
  overflow: 'hidden',
});

export const bar = recipe({
  base: {
    display: 'block',
    height: '100%',
    // The width (the entry's share of the largest) is set inline per entry.
    // A non-zero entry keeps a sliver of bar, so it never looks like nothing.
    minWidth: vars.space.xxs,
    borderRadius: vars.barList.radius,
  },
  variants: {
    tone: {
      neutral: { background: vars.barList.neutral },
      positive: { background: vars.barList.positive },
      negative: { background: vars.barList.negative },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BarListVariants = NonNullable<RecipeVariants<typeof bar>>;
