import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badgeTones = ['danger', 'accent', 'neutral'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    borderRadius: vars.badge.radius,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      danger: { background: vars.badge.bg, color: vars.badge.text },
      accent: { background: vars.color.bg.accent, color: vars.color.text.onAccent },
      neutral: { background: vars.color.bg.surfaceSunken, color: vars.color.text.primary },
    },
    dot: {
      true: { width: vars.space.sm, height: vars.space.sm, padding: 0 },
      false: {
        minWidth: `calc(${vars.font.size.xs} + ${vars.space.sm})`,
        height: `calc(${vars.font.size.xs} + ${vars.space.sm})`,
        paddingInline: vars.space.xs,
        fontSize: vars.font.size.xs,
      },
    },
  },
  defaultVariants: { tone: 'danger', dot: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
