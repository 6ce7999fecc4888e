import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const cardTones = ['surface', 'raised', 'sunken', 'accent', 'elevated'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export const card = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    borderRadius: vars.card.radius,
    color: vars.color.text.primary,
    textAlign: 'start',
    width: '100%',
    overflow: 'hidden',
  },
  variants: {
    tone: {
      surface: {
        background: vars.card.bg,
        border: `${vars.size.hairline} solid ${vars.card.border}`,
      },
      raised: { background: vars.color.bg.surfaceRaised, boxShadow: vars.shadow.md },
      sunken: { background: vars.color.bg.surfaceSunken },
      accent: {
        background: vars.color.bg.accentSubtle,
        border: `${vars.size.hairline} solid ${vars.color.border.accent}`,
      },
      /** A panel that stands on the page (the member bar, a form, a wallet summary): the card's shadow. */
      elevated: { background: vars.card.bg, boxShadow: vars.card.shadow },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    /** A card that is itself a button or link. */
    interactive: {
      true: {
        font: 'inherit',
        margin: 0,
        cursor: 'pointer',
        textDecoration: 'none',
        WebkitTapHighlightColor: 'transparent',
        outline: 'none',
        selectors: {
          '&:focus-visible': focusRingStyle(),
          '&:active': { opacity: 0.85 },
        },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'surface', padding: 'md', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
