// Variants are `styleVariants` maps rather than recipes: every tile of the home's first paint ships
// these class names, and a plain map costs less than a recipe's runtime description.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** `md`: names take two lines; `sm`: one line, for dense rows. Either way every tile is the same height. */
export const gameTileSizes = ['md', 'sm'] as const;
export type GameTileSize = (typeof gameTileSizes)[number];

export const tile = style({ position: 'relative', minWidth: 0 });

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
export type ArtShape = (typeof artShapes)[number];

// The width and height attributes reserve the space before the picture loads; `height: auto` lets the
// aspect ratio, not the attribute, set the drawn height, so the tile stays square in any column width.
const artBase = {
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.tile.radius,
  background: vars.tile.bg,
} as const;

const artFrame = style(artBase);

export const art = styleVariants({
  square: [artFrame, { aspectRatio: '1 / 1', objectFit: 'cover' }],
  wide: [artFrame, { aspectRatio: '16 / 9', objectFit: 'contain', padding: vars.space.xs }],
  tall: [artFrame, { aspectRatio: '3 / 4', objectFit: 'cover' }],
});

const initialsFrame = style([
  artFrame,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.tile.text,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
  },
]);

export const initials = styleVariants({
  square: [initialsFrame, { aspectRatio: '1 / 1' }],
  wide: [initialsFrame, { aspectRatio: '16 / 9' }],
  tall: [initialsFrame, { aspectRatio: '3 / 4' }],
});

/**
 * Two lines at most, and always two lines' height: every tile, and so every grid row, has the same
 * height, which lets VirtualGrid place rows by arithmetic instead of measuring each one.
 */
const nameBase = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.tile.nameSize,
  lineHeight: vars.font.lineHeight.tight,
  height: `calc(2em * ${vars.font.lineHeight.tight})`,
});

export const name = styleVariants({
  md: [nameBase],
  sm: [nameBase, { WebkitLineClamp: 1, height: `calc(1em * ${vars.font.lineHeight.tight})` }],
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
