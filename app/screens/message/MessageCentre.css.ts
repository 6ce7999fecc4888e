import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'grid',
  gridTemplateColumns: `${vars.size.tapTarget} 1fr ${vars.size.tapTarget}`,
  alignItems: 'center',
  minHeight: vars.size.header,
  paddingInline: vars.space.xs,
  background: vars.color.bg.header,
  color: vars.color.text.header,
});
export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focusInverse}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});
export const body = style({ padding: vars.space.gutter });
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
