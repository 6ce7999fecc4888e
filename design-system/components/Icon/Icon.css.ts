import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const iconSizes = ['sm', 'md', 'lg', 'inherit'] as const;

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', color: 'currentColor' },
  variants: {
    size: {
      sm: { width: vars.icon.size.sm, height: vars.icon.size.sm },
      md: { width: vars.icon.size.md, height: vars.icon.size.md },
      lg: { width: vars.icon.size.lg, height: vars.icon.size.lg },
      /** Follows the surrounding font size. */
      inherit: { width: '1em', height: '1em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
