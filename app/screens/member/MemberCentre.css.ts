import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.gutter,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.card.radius,
  background: vars.card.bg,
  boxShadow: vars.card.shadow,
});

export const summaryNew = style({
  background: vars.color.bg.accentSubtle,
  border: `1px solid ${vars.color.border.accent}`,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accent,
  color: vars.color.text.onAccent,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const name = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const sub = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const vip = style({
  display: 'inline-block',
  marginTop: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accent,
  color: vars.color.text.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const balanceRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const balanceLabel = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
export const balance = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.accent,
  fontVariantNumeric: 'tabular-nums',
});
export const balanceTools = style({ display: 'flex', gap: vars.space.xxs });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.card.radius,
  background: vars.card.bg,
  overflow: 'hidden',
});

export const listItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const listLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  width: '100%',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const listIcon = style({ display: 'inline-flex', color: vars.color.text.accent });
export const listLabel = style({ flex: 1 });
export const chevron = style({ display: 'inline-flex', color: vars.color.text.muted });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // Equal columns that never widen the grid past the screen (minmax(0, …)); three where a column
  // holds the longest word of an entry whole ('recompensas', 'segurança'), two on a narrower phone.
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    // Below 360 px (22.5em at the default text size; earlier when the player enlarges text).
    'screen and (max-width: 22.4375em)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: `calc(2 * ${vars.size.tapTarget})`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.tile.radius,
  background: vars.tile.bg,
  color: vars.tile.text,
  textDecoration: 'none',
  textAlign: 'center',
  // A word longer than its column (another language) breaks rather than overflowing.
  overflowWrap: 'break-word',
  fontSize: vars.font.size.sm,
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  width: '100%',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const badgeSlot = style({ marginInlineStart: 'auto' });
