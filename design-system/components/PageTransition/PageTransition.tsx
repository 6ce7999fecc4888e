import type { ReactNode } from 'react';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { pageTransition } from './PageTransition.css';

export interface PageTransitionProps {
  /** Changes on every navigation (e.g. the router location's key); a new key plays the transition. */
  transitionKey: string;
  /** True when the navigation came from a swipe-back gesture: the page appears without a fade. */
  swipedBack?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Fades each new page in over `vars.motion.duration.page` (SPEC §2: 300 ms). No fade after a swipe-back
 * and none when the user asked for reduced motion. Only the entering page is drawn, so nothing is
 * rendered twice and focus is never left on an outgoing page.
 */
export function PageTransition({
  transitionKey,
  swipedBack = false,
  className,
  children,
}: PageTransitionProps) {
  const reduced = useReducedMotion();
  const mode = swipedBack || reduced ? 'none' : 'fade';
  return (
    <div key={transitionKey} data-transition={mode} className={cx(pageTransition({ mode }), className)}>
      {children}
    </div>
  );
}
