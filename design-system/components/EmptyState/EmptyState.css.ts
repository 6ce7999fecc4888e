import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const emptyStateTones = ['neutral', 'danger', 'accent'] as const;
export const emptyStateSizes = ['md', 'page'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    textAlign: 'center',
  },
  variants: {
    /**
     * `md`: a list or section with nothing in it. `page`: the whole page is the message (a load
     * failure, a refusal, 'being prepared'): it fills the space it is given, centred, with a heading.
     */
    size: {
      md: {},
      page: { flexGrow: 1, gap: vars.space.md, padding: vars.space.xl },
    },
  },
  defaultVariants: { size: 'md' },
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
    tone: {
      neutral: { color: vars.emptyState.icon },
      danger: { color: vars.color.text.danger },
      accent: { color: vars.color.text.accent },
    },
    size: { md: {}, page: { width: vars.size.avatar, height: vars.size.avatar } },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const image = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const title = recipe({
  base: { margin: 0, color: vars.color.text.primary },
  variants: {
    size: {
      md: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium },
      page: {
        fontFamily: vars.heading.fontFamily,
        fontSize: vars.font.size.xl,
        fontWeight: vars.heading.fontWeight,
        lineHeight: vars.font.lineHeight.tight,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const description = recipe({
  base: { margin: 0, color: vars.color.text.secondary },
  variants: {
    // A page's sentence keeps a readable measure on a wide screen.
    size: { md: { fontSize: vars.font.size.sm }, page: { fontSize: vars.font.size.md, maxWidth: '32em' } },
  },
  defaultVariants: { size: 'md' },
});

export const action = style({ marginTop: vars.space.sm });

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof art>>;
