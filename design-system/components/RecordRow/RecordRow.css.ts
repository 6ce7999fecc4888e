import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const recordRowTones = ['neutral', 'positive', 'negative'] as const;

/**
 * A row is always three lines of one line each, so every row of a list has the same height (a
 * virtualised list places rows by arithmetic).
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  boxSizing: 'border-box',
  width: '100%',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.recordRow.radius,
  background: vars.recordRow.bg,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  WebkitTapHighlightColor: 'transparent',
});

export const interactive = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('inside'),
    '&:active': { background: vars.color.bg.surfaceSunken },
  },
});

const oneLine = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const title = style({
  ...oneLine,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const secondary = style({ ...oneLine, color: vars.color.text.muted });

/** The badge slot: one line high whatever the badge's own padding, so rows keep one height. */
export const end = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  justifySelf: 'end',
  alignSelf: 'center',
  height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
  minWidth: 0,
});

export const value = recipe({
  base: {
    ...oneLine,
    justifySelf: 'end',
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.primary },
      positive: { color: vars.recordRow.positive },
      negative: { color: vars.recordRow.negative },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const detailValue = style({
  ...oneLine,
  justifySelf: 'end',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export type RecordRowVariants = NonNullable<RecipeVariants<typeof value>>;
