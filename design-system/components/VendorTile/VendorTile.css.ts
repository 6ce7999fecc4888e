import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `logo`: a wide vendor logo; `banner`: a tall vendor artwork card (live casino, sports). */
export const vendorTileLayouts = ['logo', 'banner'] as const;

export const tile = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    width: '100%',
    minHeight: vars.size.tapTarget,
    padding: vars.space.sm,
    border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
    borderRadius: vars.tile.radius,
    background: vars.tile.bg,
    color: vars.tile.text,
    font: 'inherit',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: vars.size.focusOffset },
    },
  },
  variants: {
    layout: {
      logo: {},
      banner: { padding: 0, overflow: 'hidden' },
    },
  },
  defaultVariants: { layout: 'logo' },
});

export const art = style({
  selectors: { '[aria-disabled="true"] &, :disabled &': { filter: 'grayscale(1)', opacity: 0.6 } },
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const bannerName = style({ paddingBottom: vars.space.sm });

export const note = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

export type VendorTileVariants = NonNullable<RecipeVariants<typeof tile>>;
