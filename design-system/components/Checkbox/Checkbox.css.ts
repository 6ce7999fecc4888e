import { style } from '@vanilla-extract/css';
import { focusRingStyle, tapAreaStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

/** The box's place in the row: the drawn box, with the input over it and its tap area. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

// The tap area's geometry; `content` is for a pseudo-element, which an input has none of.
const { content: _pseudoOnly, ...tapArea } = tapAreaStyle(vars.size.iconMd);

/** The native checkbox, transparent, over the box and the tap area around it. */
export const input = style({
  ...tapArea,
  zIndex: 1,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** What the player sees: the border, the fill and the check, following the input's state. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  border: `calc(${vars.size.hairline} * 2) solid ${vars.checkbox.border}`,
  borderRadius: vars.checkbox.radius,
  background: vars.checkbox.bg,
  color: vars.checkbox.check,
  selectors: {
    [`${input}:checked + &, ${input}:indeterminate + &`]: {
      background: vars.checkbox.checkedBg,
      borderColor: vars.checkbox.checkedBg,
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.border.danger },
    [`${input}:focus-visible + &`]: focusRingStyle(),
  },
});

/** The check (or the dash of a mixed box), shown only when the box is checked or mixed. */
export const indicator = style({
  display: 'inline-flex',
  selectors: {
    [`${input}:not(:checked):not(:indeterminate) + ${box} > &`]: { visibility: 'hidden' },
  },
});
