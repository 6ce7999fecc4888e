import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const gameTileSizes = ['md', 'sm'] as const;

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.tile.bg,
    color: vars.tile.text,
    borderRadius: vars.tile.radius,
    overflow: 'hidden',
  },
  variants: {
    size: {
      md: {},
      sm: { fontSize: vars.font.size.xs },
    },
  },
  defaultVariants: { size: 'md' },
});

/**
 * The launch control holds the name; its ::after stretches over the whole tile, so the icon is part of
 * the tap target without nesting the image's own retry button inside it. The star and the retry button
 * sit above the stretched area.
 */
export const launch = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: 0,
  paddingBlock: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.tile.radius },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const star = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  color: vars.color.text.accent,
  // Readable over any game artwork without a solid disc covering the icon.
  filter: `drop-shadow(0 0 ${vars.space.xxs} ${vars.color.bg.surfaceSunken})`,
});

export const badgeSlot = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  pointerEvents: 'none',
});

export type GameTileVariants = NonNullable<RecipeVariants<typeof tile>>;
