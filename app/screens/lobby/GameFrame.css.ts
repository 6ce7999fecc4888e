import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

/** The launched game covers the app; its bar keeps a way back on top. */
export const frameRoot = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.bg.canvas,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  paddingInline: vars.space.sm,
  paddingTop: 'env(safe-area-inset-top)',
  background: vars.color.bg.header,
  color: vars.color.text.header,
});

export const close = style({
  marginInlineStart: 'auto',
  color: vars.color.text.header,
});

export const frame = style({
  flex: 1,
  width: '100%',
  border: 0,
  background: vars.color.bg.surface,
});

export const state = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});
