import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: `calc(${vars.size.tapTarget} * 4)`,
  maxWidth: `calc(100vw - 2 * ${vars.space.gutter})`,
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  background: vars.popover.bg,
  color: vars.color.text.primary,
  border: `${vars.size.hairline} solid ${vars.popover.border}`,
  borderRadius: vars.popover.radius,
  boxShadow: vars.popover.shadow,
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  outline: 'none',
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.popover.bg });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const popoverItemTones = ['neutral', 'danger'] as const;

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.md,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.bg.surface },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text.primary },
      danger: { color: vars.color.text.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({ display: 'inline-flex', color: vars.color.text.accent });

export const separator = style({
  height: vars.size.hairline,
  marginBlock: vars.space.xs,
  background: vars.color.border.subtle,
});

export type PopoverItemVariants = NonNullable<RecipeVariants<typeof item>>;
