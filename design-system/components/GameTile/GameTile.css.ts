import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `md`: names take two lines; `sm`: one line, for dense rows. Either way every tile is the same height. */
export const gameTileSizes = ['md', 'sm'] as const;

export const tile = recipe({
  base: { position: 'relative', minWidth: 0 },
  variants: {
    size: {
      md: {},
      sm: {},
    },
  },
  defaultVariants: { size: 'md' },
});

/** The tap target: the whole picture and the name. */
export const launch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.tile.text,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.tile.radius,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** `square`: a game icon; `wide`: a vendor logo (16:9, shown whole); `tall`: vendor artwork (3:4). */
export const artShapes = ['square', 'wide', 'tall'] as const;

// The width and height attributes reserve the space before the picture loads; `height: auto` lets the
// aspect ratio, not the attribute, set the drawn height, so the tile stays square in any column width.
const artBase = {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.tile.radius,
  background: vars.tile.bg,
} as const;

export const art = recipe({
  base: artBase,
  variants: {
    shape: {
      square: { aspectRatio: '1 / 1', objectFit: 'cover' },
      wide: { aspectRatio: '16 / 9', objectFit: 'contain', padding: vars.space.xs },
      tall: { aspectRatio: '3 / 4', objectFit: 'cover' },
    },
  },
  defaultVariants: { shape: 'square' },
});

export const initials = recipe({
  base: {
    ...artBase,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.tile.text,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
  variants: {
    shape: {
      square: { aspectRatio: '1 / 1' },
      wide: { aspectRatio: '16 / 9' },
      tall: { aspectRatio: '3 / 4' },
    },
  },
  defaultVariants: { shape: 'square' },
});

/**
 * Two lines at most, and always two lines' height: every tile, and so every grid row, has the same
 * height, which lets VirtualGrid place rows by arithmetic instead of measuring each one.
 */
export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.tile.nameSize,
  lineHeight: vars.font.lineHeight.tight,
  height: `calc(2em * ${vars.font.lineHeight.tight})`,
  selectors: {
    [`${tile.classNames.variants.size.sm} &`]: {
      WebkitLineClamp: 1,
      height: `calc(1em * ${vars.font.lineHeight.tight})`,
    },
  },
});

/** A short state under a vendor's name, e.g. 'Em manutenção'. */
export const note = style({
  fontSize: vars.tile.nameSize,
  color: vars.color.text.warning,
});

export const star = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
});

/** A short label over the icon's corner, e.g. 'Novo'. */
export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.badge,
  color: vars.color.text.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  pointerEvents: 'none',
});

export type GameTileVariants = NonNullable<RecipeVariants<typeof tile>>;
export type ArtVariants = NonNullable<RecipeVariants<typeof art>>;
