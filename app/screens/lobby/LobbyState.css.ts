import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const search = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInline: vars.space.gutter,
  marginBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  minHeight: vars.input.height,
  border: `${vars.size.hairline} solid ${vars.input.border}`,
  borderRadius: vars.input.radius,
  background: vars.input.bg,
  color: vars.input.text,
  selectors: {
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: vars.size.focusOffset,
    },
  },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.tapTarget,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  '::placeholder': { color: vars.input.placeholder },
});
