import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/**
 * The primary call to action keeps its one-word label whole on a narrow phone (Filipino
 * 'Magparehistro' at 320 px); the Login button beside it wraps to two lines instead.
 */
export const keepWidth = style({ flexShrink: 0 });

/** Icon buttons in the header take the header's text colour (over the button's own tone). */
export const headerIcon = style({
  selectors: { [`${actions} &`]: { color: vars.color.text.header } },
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minHeight: vars.size.tapTarget,
  maxWidth: '11rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.header,
  cursor: 'pointer',
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const accountName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
});

export const balance = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const menuBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.card.radius,
  background: vars.color.bg.surfaceRaised,
});

export const vipLabel = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.accentSubtle,
  color: vars.color.text.accent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const balanceRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const buttonRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const navList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.xs,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const sectionTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});
