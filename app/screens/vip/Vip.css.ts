// What no design-system component gives the VIP pages: the two rows of cards that scroll sideways
// (15 levels, 15 bonus pictures), snapping to whole cards and keeping the page itself from
// scrolling sideways, and the fixed widths of their cards.
import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xxs,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: vars.space.gutter,
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

const item = { flex: '0 0 auto', display: 'flex', scrollSnapAlign: 'start' } as const;

/** A level card: room for 'Platinum III' and a six-figure requirement on one line each. */
export const levelItem = style({ ...item, width: '9.5rem' });

/** A bonus card: most of the screen's width, so the next one shows at the edge. */
export const bonusItem = style({ ...item, width: 'min(85%, 22rem)' });

/** The picture that stands in for a level's badge or bonus picture that did not load. */
export const fallback = style({
  color: vars.color.text.accent,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
