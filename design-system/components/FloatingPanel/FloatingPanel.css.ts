import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { bottomPlacement, bottomPlacements } from '../../utils/bottomPlacement';

const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Where the card floats: above the shell's bottom navigation, or at the screen's bottom edge. */
export const floatingPanelPlacements = bottomPlacements;

export const panel = recipe({
  base: {
    position: 'fixed',
    // Centred in the app's column on a wide screen, a gutter from each edge on a phone.
    insetInline: `max(${vars.space.gutter}, calc((100vw - ${vars.size.maxContent}) / 2 + ${vars.space.gutter}))`,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.floatingPanel.padding,
    background: vars.floatingPanel.bg,
    color: vars.color.text.primary,
    borderRadius: vars.floatingPanel.radius,
    boxShadow: vars.floatingPanel.shadow,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
      },
    },
  },
  variants: {
    placement: bottomPlacement(vars.space.md),
  },
  defaultVariants: { placement: 'aboveBottomNav' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // The title lines up with the close button's icon, which is centred in its tap target.
  paddingBlockStart: `calc((${vars.size.tapTarget} - ${vars.font.size.md} * ${vars.font.lineHeight.tight}) / 2 - ${vars.space.sm})`,
});

/** The close button reaches into the card's corner, keeping its full tap target. */
export const closeButton = style({
  selectors: {
    [`${header} &`]: {
      marginBlockStart: `calc(-1 * ${vars.space.sm})`,
      marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
    },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.relaxed,
  whiteSpace: 'pre-line',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });
globalStyle(`${actions} > *`, { flex: '1 1 0' });

export type FloatingPanelVariants = NonNullable<RecipeVariants<typeof panel>>;
