import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const emptyStateTones = ['neutral', 'danger'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const art = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.avatar} * 2)`,
    height: `calc(${vars.size.avatar} * 2)`,
  },
  variants: {
    tone: { neutral: { color: vars.emptyState.icon }, danger: { color: vars.color.text.danger } },
  },
  defaultVariants: { tone: 'neutral' },
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const action = style({ marginTop: vars.space.sm });

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof art>>;
