// The studio's page layout: the token panels in a scrolling column beside the phone previews (below
// them on a narrow window). Sizes in em follow the user's text size; colours come from the theme.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  minHeight: '100vh',
  background: vars.color.bg.canvas,
  color: vars.color.text.primary,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    '(min-width: 60em)': { gridTemplateColumns: 'minmax(22em, 28em) minmax(0, 1fr)' },
  },
});

export const side = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  borderRight: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  '@media': {
    '(min-width: 60em)': { height: '100vh', overflowY: 'auto', position: 'sticky', top: 0 },
  },
});

// The panels keep their height in the scrolling column (a flex column would squeeze them).
globalStyle(`${side} > *`, { flexShrink: 0 });

export const main = style({ padding: vars.space.lg, minWidth: 0 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const colourInput = style({
  inlineSize: vars.size.iconLg,
  blockSize: vars.size.iconLg,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
});

export const swatch = style({
  display: 'inline-block',
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  borderRadius: vars.radius.sm,
  border: `${vars.size.hairline} solid ${vars.color.border.strong}`,
});

export const frames = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
});

export const phone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const phoneFrame = style({
  display: 'block',
  border: `${vars.size.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.xl,
  background: vars.color.bg.surfaceSunken,
  boxShadow: vars.shadow.md,
});

export const pairList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  background: vars.color.bg.surfaceSunken,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  margin: 0,
});

export const hiddenInput = style({ display: 'none' });

/** A token path under its name: the identifier CI reports, wrapped anywhere on a narrow column. */
export const path = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
