import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * How a dialog, a sheet or their dimming comes in and goes out: `enter` when it opens, `leave` (a
 * keyframes name) when it closes, neither when the player asks for reduced motion. Radix keeps a
 * closing layer mounted until its animation ends, so the tap that closes it only starts the motion
 * and the removal (its DOM, the scroll lock, the focus return) is a task of its own after. A closing
 * layer takes no more taps: a second tap on its button would act twice, and the page is tappable at
 * once.
 */
export function layerMotion(enter: string, leave: string, leaveDuration: string): StyleRule {
  return {
    animation: enter,
    // Important: Radix gives the dimming an inline `pointer-events: auto` (the page under a modal
    // layer has none), which would keep swallowing taps while it fades. csstype has no `!important`
    // in its value types; vanilla-extract writes the string as it is.
    selectors: { '&[data-state=closed]': { pointerEvents: 'none !important' as 'none' } },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-state=closed]': {
            animation: `${leave} ${leaveDuration} ${vars.motion.easing.standard}`,
          },
        },
      },
    },
  };
}
