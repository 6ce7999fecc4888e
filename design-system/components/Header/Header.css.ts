import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const headerPositions = ['sticky', 'static'] as const;

export const header = recipe({
  base: {
    display: 'grid',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: `calc(${vars.header.height} + env(safe-area-inset-top))`,
    paddingTop: 'env(safe-area-inset-top)',
    paddingInline: vars.space.xs,
    background: vars.header.bg,
    color: vars.header.text,
    borderBottom: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  },
  variants: {
    position: {
      sticky: { position: 'sticky', top: 0, zIndex: vars.zIndex.header },
      static: {},
    },
    /**
     * `titled`: equal side columns keep the title centred whatever the slots hold; each is at least
     * a tap target wide (see start/end), so an empty end slot still balances the back arrow, and a
     * long title takes everything between them. `split` (no title, home): the logo keeps its size
     * and the end slot takes the rest of the bar, its content shrinking (a long name truncates)
     * rather than running into the logo.
     */
    layout: {
      titled: { gridTemplateColumns: '1fr auto 1fr' },
      split: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
    },
  },
  defaultVariants: { position: 'sticky', layout: 'titled' },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  justifySelf: 'start',
  minWidth: vars.size.tapTarget,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  justifySelf: 'end',
  minWidth: vars.size.tapTarget,
  // In the split layout the slot is at most its column: what it holds shrinks to fit.
  maxWidth: '100%',
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  color: vars.color.text.accent,
});
globalStyle(`${logo} img, ${logo} svg`, {
  display: 'block',
  height: `calc(${vars.size.header} * 0.55)`,
  width: 'auto',
});
// The logo is usually a link home: a full tap target even for a narrow mark, with a focus ring.
globalStyle(`${logo} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.sm,
  outline: 'none',
});
globalStyle(`${logo} a:focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.border.focusInverse}`,
  outlineOffset: vars.size.focusOffset,
});

/**
 * A title longer than its room ('Caixa de entrada', 'Detalhes da promoção' on a 320 px phone, a
 * long-worded language) wraps to a second, balanced line rather than losing its end, one step
 * smaller on a narrow phone so that two lines sit inside the bar; only a third line is cut.
 */
export const title = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  margin: 0,
  minWidth: 0,
  textAlign: 'center',
  textWrap: 'balance',
  overflowWrap: 'break-word',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.header.text,
  '@media': {
    // Below 360 px (22.5em at the default text size; earlier when the player enlarges text).
    'screen and (max-width: 22.4375em)': { fontSize: vars.font.size.md },
  },
});

export const back = style({ color: vars.header.text });

export type HeaderVariants = NonNullable<RecipeVariants<typeof header>>;
