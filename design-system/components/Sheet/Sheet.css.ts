import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { layerMotion } from '../Dialog/layerMotion';

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const toRight = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });
const toBottom = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

/** `right`: the side menu (SPEC §2); `bottom`: a bottom sheet (filters, pickers). */
export const sheetSides = ['right', 'bottom'] as const;

// The dimming overlay is the Dialog's (same look, same motion).

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    background: vars.sheet.bg,
    color: vars.color.text.primary,
    boxShadow: vars.sheet.shadow,
    outline: 'none',
    overflow: 'hidden',
  },
  variants: {
    side: {
      right: {
        top: 0,
        right: 0,
        bottom: 0,
        width: `min(85vw, calc(${vars.size.maxContent} * 0.75))`,
        paddingTop: 'env(safe-area-inset-top)',
        paddingBottom: 'env(safe-area-inset-bottom)',
        ...layerMotion(
          `${fromRight} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
          toRight,
          vars.motion.duration.normal,
        ),
      },
      bottom: {
        left: 0,
        right: 0,
        bottom: 0,
        maxHeight: '85dvh',
        marginInline: 'auto',
        maxWidth: vars.size.maxContent,
        borderTopLeftRadius: vars.sheet.radius,
        borderTopRightRadius: vars.sheet.radius,
        paddingBottom: 'env(safe-area-inset-bottom)',
        ...layerMotion(
          `${fromBottom} ${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`,
          toBottom,
          vars.motion.duration.normal,
        ),
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  paddingInlineStart: vars.sheet.padding,
  paddingInlineEnd: vars.space.xs,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  paddingInline: vars.sheet.padding,
  paddingTop: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

/**
 * The scrolling content area. Its padding keeps whatever a screen puts in the sheet (buttons, form
 * fields, lists) off the sheet's edges, aligned with the title above it.
 */
export const body = style({
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.sheet.padding,
});

export type SheetVariants = NonNullable<RecipeVariants<typeof content>>;

export const spacer = style({ flex: 1 });
