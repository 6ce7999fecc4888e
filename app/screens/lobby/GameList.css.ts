import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  minHeight: '100dvh',
  background: vars.color.bg.canvas,
});

export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.bg.canvas,
  paddingTop: 'env(safe-area-inset-top)',
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.header,
  paddingInline: vars.space.xs,
  background: vars.color.bg.header,
  color: vars.color.text.header,
});

/** The back button takes the bar's text colour (over the button's own tone). */
export const barIcon = style({
  selectors: { [`${titleBar} &`]: { color: vars.color.text.header } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.gutter,
});

export const searchGrow = style({ flex: 1, minWidth: 0 });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const legend = style({
  width: '100%',
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.border.accent,
      background: vars.color.bg.accentSubtle,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
