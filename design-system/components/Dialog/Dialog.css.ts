import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { layerMotion } from './layerMotion';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -50%) scale(0.96)' },
});

export const dialogSizes = ['sm', 'md', 'full'] as const;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.bg.overlay,
  ...layerMotion(
    `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    fadeOut,
    vars.motion.duration.normal,
  ),
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.dialog,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
    overflowY: 'auto',
    padding: vars.dialog.padding,
    background: vars.dialog.bg,
    color: vars.color.text.primary,
    borderRadius: vars.dialog.radius,
    boxShadow: vars.dialog.shadow,
    outline: 'none',
    ...layerMotion(
      `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.emphasized}`,
      popOut,
      vars.motion.duration.fast,
    ),
  },
  variants: {
    size: {
      sm: { width: `min(calc(100vw - 2 * ${vars.space.xl}), calc(${vars.size.maxContent} * 0.7))` },
      md: { width: `min(calc(100vw - 2 * ${vars.space.lg}), ${vars.size.maxContent})` },
      full: { width: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: vars.radius.none },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
});

/** A general dialog's title sits at the start, beside its close button. */
export const titleStart = style({ textAlign: 'start' });

/**
 * The close button reaches into the header's corner. Scoped under the header so the rule outweighs
 * IconButton's own margin whatever order the two style sheets load in (the dialogs' styles travel in
 * the app's sheet, ahead of the components they place).
 */
export const closeButton = style({
  selectors: {
    [`${header} &`]: {
      marginBlock: `calc(-1 * ${vars.space.sm})`,
      marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
    },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  textAlign: 'center',
  whiteSpace: 'pre-line',
});

/** A general dialog's body text reads from the start, under a start-aligned title. */
export const descriptionStart = style({ textAlign: 'start' });

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
globalStyle(`${actions} > *`, { flex: '1 1 0' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const input = style({
  width: '100%',
  minHeight: vars.input.height,
  paddingInline: vars.space.md,
  background: vars.input.bg,
  color: vars.input.text,
  border: `${vars.size.hairline} solid ${vars.input.border}`,
  borderRadius: vars.input.radius,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.input.placeholder },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.danger },
  },
});

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.danger });

export const hidden = style({ display: 'none' });

export type DialogVariants = NonNullable<RecipeVariants<typeof content>>;
