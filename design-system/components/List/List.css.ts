import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const listVariants = ['inset', 'plain'] as const;

export const list = recipe({
  base: { listStyle: 'none', margin: 0, padding: 0, boxSizing: 'border-box' },
  variants: {
    variant: {
      inset: { background: vars.list.bg, borderRadius: vars.list.radius, overflow: 'hidden' },
      plain: {},
    },
  },
  defaultVariants: { variant: 'inset' },
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.size.hairline} solid ${vars.list.divider}` },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
});

export const interactiveRow = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('inside'),
    '&:active': { background: vars.color.bg.surfaceSunken },
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.accent });

export const text = style({ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 });

export const label = style({ fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.tight });

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
});

export const trailing = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const chevron = style({ display: 'inline-flex', color: vars.color.text.muted });

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;
