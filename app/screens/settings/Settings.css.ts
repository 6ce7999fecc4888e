import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.gutter,
});
export const fieldset = style({ margin: 0, padding: 0, border: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.card.radius,
  background: vars.card.bg,
  overflow: 'hidden',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` },
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});
export const radio = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: 0,
  accentColor: vars.color.bg.accent,
});
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
