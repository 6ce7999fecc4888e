import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.countdown.text,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const urgent = style({ color: vars.countdown.urgent });

export const expired = style({ color: vars.countdown.expired });

export const track = style({
  height: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.countdown.track,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.countdown.fill,
  transformOrigin: 'left',
  transitionProperty: 'transform',
  transitionDuration: '1s',
  transitionTimingFunction: 'linear',
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
