import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'scale(0.94)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/**
 * Where toasts sit. `top` (the default) is just under the header: forms put their primary action
 * below their fields, so a toast there never covers it (nor does the keyboard cover the toast), as
 * on the platforms' own banners. `center` is the product's original middle of the screen, and
 * `bottom` sits above the bottom menu, for screens without a form.
 */
export const toastPlacements = ['top', 'center', 'bottom'] as const;

export const viewport = recipe({
  base: {
    position: 'fixed',
    left: '50%',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    width: `min(calc(100vw - 2 * ${vars.space.xl}), calc(${vars.size.maxContent} * 0.75))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    outline: 'none',
    pointerEvents: 'none',
  },
  variants: {
    placement: {
      top: {
        top: `calc(${vars.size.header} + ${vars.space.sm} + env(safe-area-inset-top))`,
        transform: 'translateX(-50%)',
      },
      center: { top: '50%', transform: 'translate(-50%, -50%)' },
      bottom: {
        bottom: `calc(${vars.size.bottomNav} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
        transform: 'translateX(-50%)',
      },
    },
  },
  defaultVariants: { placement: 'top' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    minHeight: vars.size.tapTarget,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderRadius: vars.toast.radius,
    // Surface colours (not the dimming overlay) so the text keeps its contrast in light and dark themes.
    background: vars.toast.bg,
    color: vars.toast.text,
    border: `${vars.size.hairline} solid ${vars.toast.border}`,
    boxShadow: vars.toast.shadow,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'center',
    pointerEvents: 'auto',
    touchAction: 'none',
    animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
      '&[data-swipe="end"]': { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    kind: {
      info: {},
      success: {},
      error: {},
      // The loading toast stacks its spinner above the text, like the product's.
      loading: {
        flexDirection: 'column',
        paddingBlock: vars.space.lg,
        minWidth: `calc(${vars.size.tapTarget} * 3)`,
      },
    },
  },
  defaultVariants: { kind: 'info' },
});

export const kindIcon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    kind: {
      info: { color: vars.color.text.primary },
      success: { color: vars.color.text.success },
      error: { color: vars.color.text.danger },
      loading: { color: vars.color.text.primary },
    },
  },
});

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export type ToastViewportVariants = NonNullable<RecipeVariants<typeof viewport>>;
