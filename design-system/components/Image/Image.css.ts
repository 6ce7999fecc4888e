import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Width / height, e.g. `1` for a square game icon or `16 / 9` for a banner; set at run time. */
export const aspect = createVar();

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'sm', 'md', 'lg'] as const;

export const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: aspect,
    overflow: 'hidden',
    background: vars.image.placeholder,
    vars: { [aspect]: 'auto' },
  },
  variants: {
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { radius: 'none' },
});

export const img = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { '&[data-loaded="true"]': { opacity: 1 } },
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
  },
  defaultVariants: { fit: 'cover' },
});

export const failed = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  color: vars.color.text.muted,
  background: vars.image.failedBg,
  textAlign: 'center',
});

export const retry = style({
  // Above a stretched link or button of a surrounding tile (see GameTile), so it stays tappable.
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
});

export type ImageVariants = NonNullable<RecipeVariants<typeof frame>> &
  NonNullable<RecipeVariants<typeof img>>;
