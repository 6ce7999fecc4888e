import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

/** The merchant's app_desc_font_color (checked to be a colour), else the theme's text on accent. */
export const descColor = createVar();

export const page = style({ minHeight: '100dvh', background: vars.color.bg.canvas });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.bg.accent,
  minHeight: '10rem',
  display: 'flex',
  alignItems: 'flex-end',
});

export const heroImage = style({ position: 'absolute', inset: 0 });

export const heroText = style({
  position: 'relative',
  width: '100%',
  padding: vars.space.gutter,
  color: descColor,
  vars: { [descColor]: vars.color.text.onAccent },
  // A scrim under the text: the merchant's picture may be light or busy where the words sit.
  background: `linear-gradient(to top, ${vars.color.bg.overlay}, transparent)`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const steps = style({
  display: 'grid',
  // Three steps side by side at every width: the pictures shrink, the order stays readable.
  gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const picture = style({
  width: '100%',
  maxWidth: '8rem',
  marginInline: 'auto',
  display: 'block',
  color: vars.color.text.primary,
});

export const caption = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  paddingInline: vars.space.xxs,
});

// The drawing's parts, in the theme's colours.
export const phone = style({
  fill: vars.color.bg.surfaceSunken,
  stroke: vars.color.border.strong,
  strokeWidth: 3,
});
export const screen = style({ fill: vars.color.bg.surface });
export const bar = style({ fill: vars.color.bg.surfaceSunken });
export const line = style({ fill: vars.color.text.muted });
export const mark = style({ fill: vars.color.bg.accent });
export const markStroke = style({ fill: 'none', stroke: vars.color.bg.accent, strokeWidth: 3 });
export const onMark = style({
  fill: 'none',
  stroke: vars.color.text.onAccent,
  strokeWidth: 3,
  strokeLinecap: 'round',
});
export const onMarkFill = style({ fill: vars.color.text.onAccent });
export const ring = style({ fill: 'none', stroke: vars.color.border.accent, strokeWidth: 3 });
