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
  border: `calc(${vars.size.hairline} * 2) solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg.surface,
  color: vars.color.text.onAccent,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': tapAreaStyle(vars.size.iconMd),
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.bg.accent,
      borderColor: vars.color.bg.accent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.danger },
    '&:focus-visible': focusRingStyle(),
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'inline-flex' });
