// Kept on purpose: the first banner is the home page's largest paint, so it is a plain <img> with
// fetchpriority="high" that shows the moment it arrives (the design system's Image starts lazily and
// fades in). These two rules give that picture and its link what Image would: the banner's shape
// and a focus ring inside the rounded frame.
import { style } from '@vanilla-extract/css';
import { vars } from '@ds/theme/vars.css';

// A banner fills its slide; a linked one shows its focus ring inside the rounded frame.
export const slideLink = style({
  display: 'block',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.border.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '750 / 300',
  objectFit: 'cover',
});
