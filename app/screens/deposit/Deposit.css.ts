import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.gutter,
});
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const presetGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
});
export const summary = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});
export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${summaryRow} > dd`, { margin: 0 });
export const strong = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold });
export const alert = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
});
export const payValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'break-word',
  fontVariantNumeric: 'tabular-nums',
});
export const payRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const qr = style({
  alignSelf: 'center',
  width: '12rem',
  height: '12rem',
  borderRadius: vars.radius.sm,
});
export const countdown = style({ fontVariantNumeric: 'tabular-nums' });
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const sentinel = style({ height: '1px' });
