import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `underline` for page sections, `pill` for category and filter rows (game categories, promotions). */
export const tabsVariants = ['underline', 'pill'] as const;

export const list = recipe({
  base: {
    display: 'flex',
    flexWrap: 'nowrap',
    overflowX: 'auto',
    overflowY: 'hidden',
    overscrollBehaviorX: 'contain',
    scrollbarWidth: 'none',
    WebkitOverflowScrolling: 'touch',
    paddingInline: vars.space.gutter,
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
  variants: {
    variant: {
      underline: {
        gap: vars.space.xs,
        borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
      },
      pill: {
        gap: vars.space.xs,
        paddingBlock: vars.space.xs,
        // A long row snaps to whole pills; the padded edge keeps the first one uncut.
        scrollSnapType: 'x proximity',
        scrollPaddingInline: vars.space.gutter,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const trigger = recipe({
  base: {
    flex: '0 0 auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minWidth: vars.size.tapTarget,
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.md,
    border: 'none',
    background: 'transparent',
    color: vars.tabs.text,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'color, background-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
    },
  },
  variants: {
    variant: {
      underline: {
        borderRadius: vars.radius.none,
        selectors: {
          '&[data-state="active"]': {
            color: vars.tabs.activeText,
            boxShadow: `inset 0 calc(-1 * ${vars.size.focusRing}) 0 0 ${vars.tabs.indicator}`,
          },
        },
      },
      pill: {
        scrollSnapAlign: 'start',
        borderRadius: vars.radius.pill,
        // The edge keeps an inactive pill visible where its fill is close to the page's.
        border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
        background: vars.tabs.pillBg,
        selectors: {
          '&[data-state="active"]': {
            background: vars.tabs.pillActiveBg,
            borderColor: vars.tabs.pillActiveBg,
            color: vars.tabs.pillActiveText,
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const content = style({
  selectors: { '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` } },
});

export type TabsVariants = NonNullable<RecipeVariants<typeof list>>;
