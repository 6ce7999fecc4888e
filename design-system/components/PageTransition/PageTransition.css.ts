import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** How a page enters: `fade` (SPEC §2: 300 ms) or `none` (after a swipe-back, the page is already in view). */
export const pageTransitionModes = ['fade', 'none'] as const;

export const pageTransition = recipe({
  base: { minHeight: '100%' },
  variants: {
    mode: {
      fade: {
        animationName: fadeIn,
        animationDuration: vars.pageTransition.duration,
        animationTimingFunction: vars.pageTransition.easing,
        animationFillMode: 'both',
        '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
      },
      none: {},
    },
  },
  defaultVariants: { mode: 'fade' },
});

export type PageTransitionVariants = NonNullable<RecipeVariants<typeof pageTransition>>;
