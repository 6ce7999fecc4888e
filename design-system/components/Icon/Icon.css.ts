import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const iconSizes = ['sm', 'md', 'lg', 'inherit'] as const;

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', color: 'currentColor' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
      /** Follows the surrounding font size. */
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
