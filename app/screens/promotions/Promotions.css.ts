// What no design-system component gives the promotion pages: the promotion's own HTML (server
// content whose tables, pictures and long words must stay inside a 320 px screen), and the
// scroll margin that keeps a card scrolled to by the query clear of the shell header.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const html = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} a`, { color: vars.color.text.link });
globalStyle(`${html} p`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${html} :is(ul, ol)`, { paddingInlineStart: vars.space.lg, marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${html} :is(h1, h2, h3, h4)`, {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  marginBlock: `${vars.space.md} ${vars.space.xs}`,
});
// Reward tiers come as tables: wide ones scroll inside themselves instead of widening the page.
globalStyle(`${html} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  marginBlock: `0 ${vars.space.sm}`,
});
globalStyle(`${html} :is(td, th)`, {
  border: `1px solid ${vars.color.border.subtle}`,
  padding: vars.space.xs,
});

export const card = style({ scrollMarginTop: vars.space.xxl });
