import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const avatarSizes = ['sm', 'md'] as const;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.avatar.bg,
    color: vars.avatar.text,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.iconLg, height: vars.size.iconLg, fontSize: vars.font.size.sm },
      md: { width: vars.avatar.size, height: vars.avatar.size, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
