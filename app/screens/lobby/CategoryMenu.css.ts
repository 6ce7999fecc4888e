import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const menu = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xs,
  margin: 0,
  listStyle: 'none',
  scrollSnapType: 'x proximity',
  // Snapping aligns to the padded edge, so the first entry is not cut off.
  scrollPaddingInline: vars.space.gutter,
});

export const item = style({
  flex: 'none',
  scrollSnapAlign: 'start',
});

export const button = style({
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.bg.accent,
      borderColor: vars.color.border.accent,
      color: vars.color.text.onAccent,
    },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});
