import { useState, type ReactNode } from 'react';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { cx } from '../../utils/cx';
import { pageTransition } from './PageTransition.css';

export interface PageTransitionProps {
  /** Changes on every navigation (e.g. the router location's key); a new key plays the transition. */
  transitionKey: string;
  /** True when the navigation came from a swipe-back gesture: the page appears without a fade. */
  swipedBack?: boolean;
  /**
   * Fades in the first page too (the key the component mounts with). Off by default: an app's first
   * page replaces its splash, and fading it in from nothing would only hold the content back.
   */
  appear?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Fades each new page in over `vars.motion.duration.page` (SPEC §2: 300 ms). No fade for the first
 * page (unless `appear`), none after a swipe-back and none when the user asked for reduced motion. Only the entering page is drawn, so nothing is
 * rendered twice and focus is never left on an outgoing page.
 */
export function PageTransition({
  transitionKey,
  swipedBack = false,
  appear = false,
  className,
  children,
}: PageTransitionProps) {
  const reduced = useReducedMotion();
  const [firstKey] = useState(transitionKey);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && transitionKey !== firstKey) setNavigated(true);
  const entering = appear || navigated || transitionKey !== firstKey;
  const mode = !entering || swipedBack || reduced ? 'none' : 'fade';
  return (
    <div key={transitionKey} data-transition={mode} className={cx(pageTransition({ mode }), className)}>
      {children}
    </div>
  );
}
