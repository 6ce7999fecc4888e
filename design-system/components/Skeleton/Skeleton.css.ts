import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.skeleton.bg,
    width: widthVar,
    height: heightVar,
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.skeleton.textRadius, height: `calc(${vars.font.size.md} * 1.1)` },
      rect: { borderRadius: vars.skeleton.radius },
      circle: { borderRadius: vars.radius.pill },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: widthVar });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
