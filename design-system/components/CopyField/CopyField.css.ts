import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.copyField.bg,
  borderRadius: vars.copyField.radius,
  minWidth: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const button = style({ flexShrink: 0 });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'all',
});

export const copied = style({ color: vars.copyField.copied, borderColor: vars.copyField.copied });
