import { style } from '@vanilla-extract/css';
import { focusRingStyle, tapAreaStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const radioGroupVariants = ['list', 'chips'] as const;

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const radio = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  padding: 0,
  border: `calc(${vars.size.hairline} * 2) solid ${vars.radioGroup.border}`,
  borderRadius: vars.radius.pill,
  background: vars.radioGroup.bg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': tapAreaStyle(vars.size.iconMd, `calc(${vars.size.hairline} * 2)`),
    '&[data-state="checked"]': { borderColor: vars.radioGroup.checked },
    '&:focus-visible': focusRingStyle(),
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const dot = style({
  display: 'block',
  width: `calc(${vars.size.iconMd} / 2)`,
  height: `calc(${vars.size.iconMd} / 2)`,
  borderRadius: vars.radius.pill,
  background: vars.radioGroup.checked,
});

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.text.danger });

/** The `chips` variant: options as pills that wrap, the chosen one outlined and tinted. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: '1px',
  border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: 'normal',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-state="checked"]': {
      borderColor: vars.radioGroup.checked,
      background: vars.color.bg.accentSubtle,
    },
    '&:has(input:focus-visible)': focusRingStyle(),
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** The chip's native radio: covers its pill (its tap area and its box for assistive technology), unseen. */
export const chipInput = style({
  position: 'absolute',
  inset: `calc(-1 * ${vars.size.hairline})`,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
