import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['accent', 'current'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Under reduced motion the spinner breathes instead of turning: still visibly busy, no rotation.
      '(prefers-reduced-motion: reduce)': { animation: `${pulse} 2s ease-in-out infinite` },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
    tone: { accent: { color: vars.spinner.color }, current: { color: 'currentColor' } },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export const track = style({ opacity: 0.25 });

export const status = style({ display: 'inline-flex' });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
