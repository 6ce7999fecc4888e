import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  background: vars.card.bg,
  color: vars.color.text.primary,
  borderRadius: vars.card.radius,
  boxShadow: vars.card.shadow,
  overflow: 'hidden',
});

/**
 * The text and the button on one row; on a narrow phone, where the title would be cut to a few
 * words beside the button, the button wraps under the text at the row's end.
 */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const text = style({
  flex: '1 1 10rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The dates and the state label on one line, wrapping under each other when narrow. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const dates = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });

/** The more-details button's ::after covers the card, so a tap anywhere opens the promotion. */
export const more = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  selectors: {
    // Static (over Button's relative) so the ::after is positioned against the card.
    [`${card} &`]: { position: 'static' },
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.card.radius },
  },
});
