import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'outline'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    // Every size keeps a full tap target; `sm` is smaller type and padding, not a smaller target.
    minHeight: vars.button.height,
    minWidth: vars.size.tapTarget,
    margin: 0,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.button.radius,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, opacity',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRingStyle(),
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.5 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.button.primary.bg,
        color: vars.button.primary.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.button.primary.bgHover },
        },
      },
      secondary: {
        background: vars.button.secondary.bg,
        color: vars.button.secondary.text,
        borderColor: vars.button.secondary.border,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.button.secondary.bgHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.button.ghost.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.button.ghost.bgHover },
        },
      },
      danger: {
        background: vars.button.danger.bg,
        color: vars.button.danger.text,
      },
      /** A quiet button on a coloured bar (the home header's account button): its colour, a hairline. */
      outline: {
        background: 'transparent',
        color: 'inherit',
        borderColor: vars.color.border.subtle,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.button.ghost.bgHover },
        },
      },
    },
    size: {
      sm: { paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { paddingInline: vars.space.lg, paddingBlock: vars.space.sm, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/**
 * While loading the label keeps its space (no layout jump) and stays the accessible name, but is
 * invisible behind the spinner (opacity, not visibility, so assistive technology still reads it).
 */
export const labelHidden = style({ opacity: 0 });

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const slot = style({ display: 'inline-flex', flexShrink: 0 });

// The label may shrink (a long name in a narrow bar truncates inside it instead of widening the button).
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
