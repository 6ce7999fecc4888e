import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { fieldLabelStyle, focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style(fieldLabelStyle);

export const field = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    boxSizing: 'border-box',
    minHeight: vars.input.height,
    paddingInlineStart: vars.space.sm,
    paddingInlineEnd: vars.space.xxs,
    background: vars.textField.bg,
    border: `${vars.size.hairline} solid ${vars.input.border}`,
    borderRadius: vars.input.radius,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.border.focus}`,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.border.danger,
        selectors: {
          '&:focus-within': {
            borderColor: vars.color.border.danger,
            boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.border.danger}`,
          },
        },
      },
      false: {},
    },
    disabled: { true: { opacity: 0.6, background: vars.color.bg.surfaceSunken }, false: {} },
    multiline: { true: { alignItems: 'stretch', paddingBlock: vars.space.xs }, false: {} },
  },
  defaultVariants: { invalid: false, disabled: false, multiline: false },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.xs,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.input.text,
  // 16 px or more stops iOS Safari zooming into the field on focus.
  fontSize: vars.font.size.md,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.input.placeholder, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});

export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('inside'),
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const hint = style({ color: vars.color.text.secondary });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  color: vars.color.text.danger,
});

export const count = style({
  marginInlineStart: 'auto',
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export type FieldVariants = NonNullable<RecipeVariants<typeof field>>;
