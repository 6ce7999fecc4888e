import { style } from '@vanilla-extract/css';
import { focusRingStyle, tapAreaStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

/** SPEC §2: images in a grid of four per row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.imageUploader.radius,
  overflow: 'visible',
  background: vars.imageUploader.tileBg,
});

export const preview = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.imageUploader.radius,
});

export const remove = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.bg.danger,
  color: vars.color.text.onDanger,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': tapAreaStyle(vars.size.iconMd),
    '&:focus-visible': focusRingStyle('tight'),
  },
});

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  minHeight: vars.size.tapTarget,
  margin: 0,
  padding: 0,
  border: `${vars.size.hairline} dashed ${vars.imageUploader.border}`,
  borderRadius: vars.imageUploader.radius,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRingStyle('tight'),
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const error = style({ fontSize: vars.font.size.sm, color: vars.color.text.danger });

export const hiddenInput = style({ display: 'none' });
