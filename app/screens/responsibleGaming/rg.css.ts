import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.gutter,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const pending = style({ color: vars.color.text.warning });
export const consequences = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});
export const alert = style({ margin: 0, color: vars.color.text.danger, fontSize: vars.font.size.sm });
export const done = style({ margin: 0, color: vars.color.text.success, fontSize: vars.font.size.sm });
export const adults = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
