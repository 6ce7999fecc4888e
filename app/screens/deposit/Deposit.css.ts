import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

/** Preset amounts: a wrapping row (base layout) or three even columns (new layout). */
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const presetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
});
/** The order's QR code: large enough to scan from another phone's camera. */
export const qr = style({
  alignSelf: 'center',
  width: '12rem',
  height: '12rem',
  borderRadius: vars.radius.sm,
});
