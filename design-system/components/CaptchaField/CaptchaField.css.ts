import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const imageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  minWidth: `calc(${vars.size.tapTarget} * 2)`,
  height: vars.size.tapTarget,
  margin: 0,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.captchaField.radius,
  background: vars.captchaField.bg,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('inside'),
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const image = style({
  display: 'block',
  height: '100%',
  width: 'auto',
  maxWidth: `calc(${vars.size.tapTarget} * 2.5)`,
  objectFit: 'contain',
  borderRadius: vars.captchaField.radius,
});
