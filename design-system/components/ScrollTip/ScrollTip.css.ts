import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const nudge = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(${vars.space.xs})` },
});

/** Where the tip sits: above the bottom menu, or at the bottom edge on pages without one. */
export const scrollTipPlacements = ['aboveBottomNav', 'bottom'] as const;

export const scrollTip = recipe({
  base: {
    position: 'fixed',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.sticky,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.tapTarget,
    height: vars.size.tapTarget,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: vars.scrollTip.bg,
    color: vars.scrollTip.icon,
    boxShadow: vars.scrollTip.shadow,
    cursor: 'pointer',
  },
  variants: {
    placement: {
      aboveBottomNav: {
        bottom: `calc(${vars.size.bottomNav} + ${vars.space.md} + env(safe-area-inset-bottom))`,
      },
      bottom: { bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom))` },
    },
  },
  defaultVariants: { placement: 'aboveBottomNav' },
});

export const arrow = style({
  animationName: nudge,
  animationDuration: '1.2s',
  animationIterationCount: 'infinite',
  animationTimingFunction: vars.motion.easing.standard,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export type ScrollTipVariants = NonNullable<RecipeVariants<typeof scrollTip>>;
