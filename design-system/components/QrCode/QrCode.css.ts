import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  maxWidth: '100%',
  boxSizing: 'border-box',
  borderRadius: vars.qrCode.radius,
  border: `${vars.size.hairline} solid ${vars.qrCode.border}`,
});
