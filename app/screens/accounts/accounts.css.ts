// Layout of the accounts screens: a centred column of the phone's width with the form card.
import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const screen = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.gutter,
  paddingBottom: vars.space.xxl,
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.tapTarget,
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.card.bg,
  borderRadius: vars.card.radius,
  boxShadow: vars.card.shadow,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const formError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.bg.surfaceSunken,
  color: vars.color.text.danger,
  fontSize: vars.font.size.sm,
});

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
    },
  },
});

export const dialingWrap = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.input.text,
});

export const dialingChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  pointerEvents: 'none',
});

export const dialing = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.lg,
  minHeight: vars.size.tapTarget,
  border: 'none',
  background: 'transparent',
  color: vars.input.text,
  font: 'inherit',
  paddingInlineStart: vars.space.xs,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const centred = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const textLink = style({
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  textDecoration: 'underline',
});

export const limits = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.text.primary,
});

export const limitsTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
