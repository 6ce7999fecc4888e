import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const iconButtonVariants = ['ghost', 'subtle', 'solid'] as const;
export const iconButtonTones = ['neutral', 'accent', 'onAccent', 'inherit'] as const;

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: vars.iconButton.size,
    height: vars.iconButton.size,
    flexShrink: 0,
    padding: 0,
    margin: 0,
    border: 'none',
    borderRadius: vars.iconButton.radius,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingStyle('inside'),
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    variant: {
      ghost: { background: 'transparent' },
      subtle: { background: vars.iconButton.subtleBg },
      solid: { background: vars.iconButton.solidBg },
    },
    tone: {
      neutral: { color: vars.color.text.primary },
      accent: { color: vars.color.text.accent },
      onAccent: { color: vars.color.text.onAccent },
      /** The colour of what it sits on (a Header's text, a banner's). */
      inherit: { color: 'inherit' },
    },
  },
  compoundVariants: [
    { variants: { variant: 'solid', tone: 'neutral' }, style: { color: vars.color.text.onAccent } },
    { variants: { variant: 'solid', tone: 'accent' }, style: { color: vars.color.text.onAccent } },
    { variants: { variant: 'solid', tone: 'inherit' }, style: { color: vars.color.text.onAccent } },
  ],
  defaultVariants: { variant: 'ghost', tone: 'neutral' },
});

/** Where a badge (e.g. an unread count) sits on the icon. */
export const badgeSlot = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  pointerEvents: 'none',
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
