import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fieldLabelStyle, focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style(fieldLabelStyle);

/** The row of cells; the real input lies over it, invisible, so a tap on any cell focuses it. */
export const cells = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  maxWidth: '22rem',
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  opacity: 0,
  color: 'transparent',
  caretColor: 'transparent',
  background: 'transparent',
  // 16 px or more stops iOS Safari zooming into the field on focus.
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: vars.size.tapTarget,
    background: vars.pinInput.cellBg,
    border: `${vars.size.hairline} solid ${vars.pinInput.cellBorder}`,
    borderRadius: vars.pinInput.radius,
  },
  variants: {
    active: {
      true: {
        borderColor: vars.color.border.focus,
        boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.border.focus}`,
      },
      false: {},
    },
    invalid: { true: { borderColor: vars.color.border.danger }, false: {} },
  },
  defaultVariants: { active: false, invalid: false },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: '50%',
  background: vars.pinInput.dot,
});

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.danger,
});

export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  maxWidth: '22rem',
});

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.tapTarget,
  margin: 0,
  padding: 0,
  boxSizing: 'border-box',
  border: `${vars.size.hairline} solid ${vars.pinInput.cellBorder}`,
  borderRadius: vars.pinInput.radius,
  background: vars.pinInput.keyBg,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  touchAction: 'manipulation',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('outside'),
    '&:active:not(:disabled)': { filter: 'brightness(0.9)' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
