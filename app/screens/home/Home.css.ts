import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const bannerBox = style({
  marginInline: vars.space.gutter,
  marginTop: vars.space.sm,
  aspectRatio: '750 / 300',
  borderRadius: vars.card.radius,
  overflow: 'hidden',
  background: vars.color.bg.skeleton,
});

/** The member bar's width decides how its entries are laid out (see `icons`). */
const memberBarContainer = createContainer();

export const memberBar = style({
  containerName: memberBarContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginInline: vars.space.gutter,
  padding: vars.space.sm,
  borderRadius: vars.card.radius,
  background: vars.card.bg,
  boxShadow: vars.card.shadow,
});

export const memberInfo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
});

export const memberName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const memberBalance = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const guestLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  color: vars.color.text.link,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
});

export const icons = style({
  display: 'flex',
  justifyContent: 'space-around',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    // Six entries of at least one tap target each, with their labels whole, need about 330 px
    // (20.625em at the default text size, and more when the player enlarges text): a narrower bar (a
    // 320 px phone) shows them in rows of three instead of letting targets overlap.
    [`${memberBarContainer} (max-width: 20.625em)`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, 1fr)',
      justifyItems: 'center',
      rowGap: vars.space.xs,
    },
  },
});

// In a long-worded language (Filipino 'Magdeposito') the entries shrink and their labels wrap,
// rather than the last one being cut off; where they fit, nothing moves.
globalStyle(`${icons} > li`, { minWidth: 0 });

export const iconLink = style({
  position: 'relative',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  padding: vars.space.xxs,
  border: 0,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
      borderRadius: vars.radius.sm,
    },
  },
});

export const iconGlyph = style({
  color: vars.color.text.accent,
});

export const iconBadge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
});

export const downloadArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginInline: vars.space.gutter,
  padding: vars.space.md,
  borderRadius: vars.card.radius,
  background: vars.color.bg.surfaceRaised,
});

export const downloadHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const downloadTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const downloadLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
