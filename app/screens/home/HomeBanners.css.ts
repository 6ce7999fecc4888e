import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
});

export const viewport = style({
  overflow: 'hidden',
  width: '100%',
  height: '100%',
});

export const track = style({
  display: 'flex',
  height: '100%',
  touchAction: 'pan-y pinch-zoom',
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
});

export const slideLink = style({
  display: 'block',
  width: '100%',
  height: '100%',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const dots = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: 0,
});

export const dot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: vars.space.xs,
    height: vars.space.xs,
    borderRadius: vars.radius.pill,
    background: vars.color.bg.overlay,
    boxShadow: `0 0 0 ${vars.size.hairline} ${vars.color.bg.surface}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.bg.accent, width: vars.space.md },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});
