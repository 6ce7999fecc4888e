import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first frame, then true. For what may open
 * over a page as it appears (a popup): mounted with the page, its dialog would make the browser
 * work out the styles and layout of the whole new page inside React's commit, one long task on a
 * cheap phone, and the player would see the popup before the page under it.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
