import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { bottomPlacement, bottomPlacements } from '../../utils/bottomPlacement';

const nudge = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(${vars.space.xxs})` },
});

/** Where the tip sits: above the bottom menu, or at the bottom edge on pages without one. */
export const scrollTipPlacements = bottomPlacements;

/**
 * A slim tab in the page's inline-end gutter (the gutter is the page's empty margin, so the tip never
 * covers a game name or a button), flush with the content column's edge when the window is wider
 * than the column. It lets every tap through to what is under it.
 */
export const scrollTip = recipe({
  base: {
    position: 'fixed',
    insetInlineEnd: `max(0px, calc((100vw - ${vars.size.maxContent}) / 2))`,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.gutter,
    height: vars.size.iconLg,
    borderStartStartRadius: vars.radius.pill,
    borderEndStartRadius: vars.radius.pill,
    background: vars.scrollTip.bg,
    color: vars.scrollTip.icon,
    boxShadow: vars.scrollTip.shadow,
    pointerEvents: 'none',
  },
  variants: {
    placement: bottomPlacement(vars.space.md),
  },
  defaultVariants: { placement: 'aboveBottomNav' },
});

export const arrow = style({
  flexShrink: 0,
  animationName: nudge,
  animationDuration: '1.2s',
  animationIterationCount: 'infinite',
  animationTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export type ScrollTipVariants = NonNullable<RecipeVariants<typeof scrollTip>>;
