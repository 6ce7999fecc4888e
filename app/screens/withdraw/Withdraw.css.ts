import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.gutter,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const summary = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${row} > dd`, { margin: 0 });
export const strong = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold });
export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
});
export const done = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  color: vars.color.text.success,
});
