import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

/** The category menu stays at the top while the games scroll under it (no sprinkle for `top`). */
export const sticky = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.bg.canvas,
});
