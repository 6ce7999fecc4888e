// The body of an open announcement: server HTML (sanitised) whose pictures and long words must stay
// inside a 320 px screen.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const body = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  paddingBlockEnd: vars.space.lg,
});

globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${body} a`, { color: vars.color.text.link });
globalStyle(`${body} p`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${body} :is(h2, h3, h4)`, {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  marginBlock: `${vars.space.md} ${vars.space.xs}`,
});
