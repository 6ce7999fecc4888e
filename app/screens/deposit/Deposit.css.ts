import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.gutter,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.card.radius,
  background: vars.card.bg,
  boxShadow: vars.card.shadow,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const cardNew = style({
  background: vars.color.bg.surfaceRaised,
  alignItems: 'center',
  textAlign: 'center',
});
export const name = style({ margin: 0, fontWeight: vars.font.weight.bold });
export const type = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accentSubtle,
  color: vars.color.text.accent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
export const meta = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const preset = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
