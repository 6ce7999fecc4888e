import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Both ends inset: the scrolling row is cut short of the bar's edge, never on it.
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  background: vars.sectionNav.bg,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
});

export const start = style({ display: 'flex', flexShrink: 0 });

export const list = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space.gutter,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const item = style({ flex: '0 0 auto', display: 'flex' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  color: vars.sectionNav.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[aria-current]': { background: vars.sectionNav.currentBg, color: vars.sectionNav.currentText },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
