import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** `underline` for page sections (game categories), `pill` for filters (promotion categories). */
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
      pill: { gap: vars.space.sm, paddingBlock: vars.space.xs },
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
        borderRadius: vars.radius.pill,
        background: vars.tabs.pillBg,
        selectors: {
          '&[data-state="active"]': { background: vars.tabs.pillActiveBg, color: vars.tabs.pillActiveText },
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
