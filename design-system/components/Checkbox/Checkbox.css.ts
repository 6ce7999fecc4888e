import { style } from '@vanilla-extract/css';
import { focusRingStyle, tapAreaStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const box = style({
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
  border: `calc(${vars.size.hairline} * 2) solid ${vars.checkbox.border}`,
  borderRadius: vars.checkbox.radius,
  background: vars.checkbox.bg,
  color: vars.checkbox.check,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': tapAreaStyle(vars.size.iconMd, `calc(${vars.size.hairline} * 2)`),
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.checkbox.checkedBg,
      borderColor: vars.checkbox.checkedBg,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.danger },
    '&:focus-visible': focusRingStyle(),
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex' });
