// The record screens' only own layout: the summary's two columns of figures.
import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
