import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(30%, 7rem), 1fr))',
  gap: vars.space.sm,
  padding: vars.space.gutter,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  minWidth: 0,
});

export const open = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text.primary,
  textAlign: 'center',
  cursor: 'pointer',
  borderRadius: vars.tile.radius,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const art = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.tile.radius,
  background: vars.tile.bg,
});

export const vendorArt = style([
  art,
  { aspectRatio: '16 / 9', objectFit: 'contain', padding: vars.space.xs },
]);

export const initials = style([
  art,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.tile.text,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
]);

export const vendorInitials = style([initials, { aspectRatio: '16 / 9' }]);

/**
 * Two lines at most, and always two lines' height: every tile, and so every grid row, has the same
 * height, which lets the virtualised grid place rows by arithmetic instead of measuring each one.
 */
export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  height: `calc(2em * ${vars.font.lineHeight.tight})`,
});

export const star = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
});

export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.badge,
  color: vars.color.text.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const maintenance = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.warning,
});
