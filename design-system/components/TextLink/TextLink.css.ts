import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const textLinkTones = ['link', 'accent', 'secondary'] as const;
export const textLinkSizes = ['sm', 'md', 'inherit'] as const;

export const textLink = recipe({
  base: {
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    textDecorationLine: 'underline',
    textDecorationThickness: vars.size.hairline,
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingStyle('tight'),
      '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      link: { color: vars.textLink.text },
      accent: { color: vars.color.text.accent },
      secondary: { color: vars.color.text.secondary },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      inherit: { fontSize: 'inherit' },
    },
    /**
     * A link on its own line ('Forgot password?', 'Register') gets a full tap target; a link inside a
     * sentence stays inline (WCAG 2.5.8 exempts inline links).
     */
    standalone: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: vars.size.tapTarget,
        paddingInline: vars.space.xxs,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'link', size: 'inherit', standalone: false },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;
