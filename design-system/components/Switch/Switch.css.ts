import { style } from '@vanilla-extract/css';
import { focusRingStyle } from '../../styles/fragments';
import { vars } from '../../theme/vars.css';

const trackWidth = `calc(${vars.size.iconMd} * 2)`;
const thumb = `calc(${vars.size.iconMd} - ${vars.space.xxs})`;

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: `calc(${vars.size.iconMd} + ${vars.space.xxs})`,
  margin: 0,
  padding: `calc(${vars.space.xxs} / 2)`,
  border: `${vars.size.hairline} solid ${vars.switch.border}`,
  borderRadius: vars.radius.pill,
  background: vars.switch.trackBg,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlock: `calc((${vars.size.iconMd} + ${vars.space.xxs} - ${vars.size.tapTarget}) / 2)`,
    },
    '&[data-state="checked"]': { background: vars.switch.checkedBg, borderColor: vars.switch.checkedBg },
    '&:focus-visible': focusRingStyle(),
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumbClass = style({
  display: 'block',
  width: thumb,
  height: thumb,
  borderRadius: vars.radius.pill,
  background: vars.switch.thumb,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.switch.thumbChecked,
      transform: `translateX(calc(${trackWidth} - ${thumb} - ${vars.space.xxs} - calc(${vars.size.hairline} * 2)))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
