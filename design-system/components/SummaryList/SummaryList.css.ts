import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.summaryList.term,
});

/** Label at the start, value at the end; a long label wraps, a figure never breaks. */
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const term = style({ minWidth: 0 });

export const value = style({
  flexShrink: 0,
  margin: 0,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const emphasis = style({ color: vars.summaryList.emphasis, fontWeight: vars.font.weight.bold });
