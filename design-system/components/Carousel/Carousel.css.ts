import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative' });

export const viewport = style({ overflow: 'hidden', touchAction: 'pan-y pinch-zoom' });

export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const dots = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

/**
 * A 44 px tap target around a small dot. The targets sit side by side, never overlapping, so a tap
 * always reaches the dot it lands on.
 */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.space.md})`, borderRadius: vars.radius.pill },
  },
});

export const dotMark = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.pill,
  // A light mark with a dark ring reads over any banner artwork (the badge's light text colour).
  background: vars.carousel.dot,
  opacity: 0.6,
  boxShadow: `0 0 0 ${vars.size.hairline} ${vars.carousel.dotRing}`,
  transition: `width ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '[aria-current="true"] > &': { width: vars.space.lg, opacity: 1, background: vars.carousel.dotActive },
  },
});

/** The pause / resume glyph: light with a dark outline, like the dots, over any artwork. */
export const toggleIcon = style({
  width: vars.icon.size.sm,
  height: vars.icon.size.sm,
  color: vars.carousel.dot,
  filter: `drop-shadow(0 0 ${vars.size.hairline} ${vars.carousel.dotRing})`,
});
