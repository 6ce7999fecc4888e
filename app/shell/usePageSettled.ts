// What can wait until the page is in front of the player (a popup over it) waits for the browser's
// first idle moment after the page was drawn, so it is not drawn in the same task as the page: on a
// first load, opening a modal (its focus trap and scroll lock restyle and lay out the whole page)
// inside the page's own first frames made that frame's long task longer still.
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@ds/utils/whenIdle';

/**
 * False on the first render; true once the browser has been idle after it (or `timeout` ms later,
 * where the page keeps the browser busy or it cannot say). The change renders in a transition.
 */
export function usePageSettled(timeout = 1000): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    return whenIdle(() => startTransition(() => setSettled(true)), timeout, Math.min(timeout, 200));
  }, [settled, timeout]);
  return settled;
}
