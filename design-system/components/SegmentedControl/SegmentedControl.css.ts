import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const segmentedSizes = ['md', 'sm'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    boxSizing: 'border-box',
    gap: vars.space.xxs,
    padding: vars.space.xxs,
    borderRadius: vars.segmentedControl.radius,
    background: vars.segmentedControl.trackBg,
    border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
    maxWidth: '100%',
  },
  variants: { fullWidth: { true: { display: 'flex', width: '100%' }, false: {} } },
  defaultVariants: { fullWidth: false },
});

export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    flex: '1 1 0',
    minWidth: 0,
    boxSizing: 'border-box',
    minHeight: `calc(${vars.size.tapTarget} - ${vars.space.xxs} * 2)`,
    margin: 0,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.segmentedControl.radius,
    background: 'transparent',
    color: vars.segmentedControl.text,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-state="checked"]': {
        background: vars.segmentedControl.selectedBg,
        color: vars.segmentedControl.selectedText,
        fontWeight: vars.font.weight.bold,
      },
      '&:focus-visible': focusRingStyle('tight'),
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    size: { md: { fontSize: vars.font.size.md }, sm: { fontSize: vars.font.size.sm } },
  },
  defaultVariants: { size: 'md' },
});

/** Segments are slightly shorter than a tap target inside the padded track; this keeps the hit area 44 px. */
export const hitArea = style({
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlock: `calc(-1 * ${vars.space.xxs})`,
    },
  },
});

export type SegmentedRootVariants = NonNullable<RecipeVariants<typeof root>>;
export type SegmentedItemVariants = NonNullable<RecipeVariants<typeof item>>;
