import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  minWidth: '2.5em',
  height: '2.5em',
  borderRadius: vars.radius.pill,
  border: `calc(2 * ${vars.size.hairline}) solid ${vars.color.border.danger}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});
