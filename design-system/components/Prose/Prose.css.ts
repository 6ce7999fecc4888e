import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

/**
 * Server-written rich text (announcements, promotion rules, agreements): its pictures, tables and
 * long words stay inside a 320 px screen, its headings and lists in the theme's type scale. The
 * markup is not the design system's, so its elements are styled through this one root class.
 */
export const prose = style({
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

globalStyle(`${prose} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${prose} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${prose} a`, { color: vars.textLink.text, textUnderlineOffset: '0.2em' });
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.lg, marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${prose} :is(h1, h2, h3, h4)`, {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  marginBlock: `${vars.space.md} ${vars.space.xs}`,
});
// Reward tiers come as tables: a wide one scrolls inside itself instead of widening the page.
globalStyle(`${prose} table`, {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  marginBlock: `0 ${vars.space.sm}`,
  outline: 'none',
});
globalStyle(`${prose} table:focus-visible`, focusRingStyle());
// A figure in a cell stays whole ('R$ 10.000'); the table scrolls rather than breaking it.
globalStyle(`${prose} :is(td, th)`, {
  border: `${vars.size.hairline} solid ${vars.color.border.subtle}`,
  padding: vars.space.xs,
  overflowWrap: 'normal',
});
