// What can wait until the page is in front of the player (a popup over it) waits for the browser's
// first idle moment after the page was drawn, so it is not drawn in the same task as the page: on a
// first load, opening a modal (its focus trap and scroll lock restyle and lay out the whole page)
// inside the page's own first frames made that frame's long task longer still.
import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render; true once the browser has been idle after it (or `timeout` ms later,
 * where the page keeps the browser busy or it cannot say). The change renders in a transition.
 */
export function usePageSettled(timeout = 1000): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    const done = () => startTransition(() => setSettled(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, { timeout });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, Math.min(timeout, 200));
    return () => clearTimeout(id);
  }, [settled, timeout]);
  return settled;
}
