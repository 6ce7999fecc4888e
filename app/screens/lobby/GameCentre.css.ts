import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const centre = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.lg,
});

export const sticky = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.bg.canvas,
});
