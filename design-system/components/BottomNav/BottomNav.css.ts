import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const bottomNavPositions = ['fixed', 'static'] as const;

export const nav = recipe({
  base: {
    left: 0,
    right: 0,
    bottom: 0,
    paddingBottom: 'env(safe-area-inset-bottom)',
    background: vars.bottomNav.bg,
    borderTop: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  },
  variants: {
    position: {
      fixed: { position: 'fixed', zIndex: vars.zIndex.bottomNav },
      static: { position: 'relative' },
    },
  },
  defaultVariants: { position: 'fixed' },
});

/**
 * The room a fixed bar takes at the bottom of the page, kept in the flow so that the page's last
 * content scrolls clear of the bar (and of the home indicator under it).
 */
export const spacer = style({
  flexShrink: 0,
  height: `calc(${vars.bottomNav.height} + env(safe-area-inset-bottom, 0px))`,
});

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  height: vars.bottomNav.height,
  maxWidth: vars.size.maxContent,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ flex: '1 1 0', minWidth: 0, display: 'flex' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.bottomNav.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { color: vars.bottomNav.textActive },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const badgeSlot = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  insetInlineStart: `calc(100% - ${vars.space.sm})`,
  pointerEvents: 'none',
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxs,
});

export type BottomNavVariants = NonNullable<RecipeVariants<typeof nav>>;
