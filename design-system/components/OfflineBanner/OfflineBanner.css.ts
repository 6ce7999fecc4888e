import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `warning` for "you are offline", `danger` for a failure the user cannot fix (e.g. maintenance). */
export const offlineBannerTones = ['warning', 'danger'] as const;

export const offlineBanner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.tapTarget,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.gutter,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    tone: {
      warning: { background: vars.offlineBanner.warningBg, color: vars.offlineBanner.warningText },
      danger: { background: vars.offlineBanner.dangerBg, color: vars.offlineBanner.dangerText },
    },
    sticky: {
      true: { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky },
      false: {},
    },
  },
  defaultVariants: { tone: 'warning', sticky: true },
});

export const message = style({ flex: 1, minWidth: 0 });

export type OfflineBannerVariants = NonNullable<RecipeVariants<typeof offlineBanner>>;
