export { ScrollTip, useScrollTip, SCROLL_TIP_THRESHOLD } from './ScrollTip';
export type { ScrollTipProps } from './ScrollTip';
export { scrollTipPlacements } from './ScrollTip.css';
