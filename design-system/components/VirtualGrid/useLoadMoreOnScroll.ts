import { useEffect, useRef } from 'react';

/** SPEC §2/§9: ask for more within this many pixels of the bottom… */
export const LOAD_MORE_THRESHOLD_PX = 300;
/** …at most once per this many milliseconds. */
export const LOAD_MORE_THROTTLE_MS = 1000;

/**
 * The trailing ask waits this much past the window, so a caller that throttles with the same window
 * (a store guarding its own requests) has reopened it by then.
 */
const TRAILING_MARGIN_MS = 50;

/** How many times in a row the look after a call asks again before leaving a declining caller be. */
const MAX_FOLLOW_UPS = 2;

export interface LoadMoreOptions {
  /** More pages exist on the server. */
  hasMore: boolean;
  /** A page is being fetched; no new request meanwhile. */
  loading?: boolean;
  onLoadMore: () => void;
  threshold?: number;
  throttleMs?: number;
}

/**
 * Infinite scrolling on the window (SPEC §2): calls `onLoadMore` when the user scrolls DOWN to within
 * `threshold` px of the bottom of the page while more pages exist, at most once per `throttleMs`.
 *
 * A scroll that reaches the bottom inside the throttle window would otherwise be dropped and leave the
 * player at the end of the page with nothing left to scroll, so the hook asks once more when the
 * window ends if the page is still near its bottom, and looks again one window after each call: a
 * call the caller declined, or a page too short to scroll, would leave the player stuck the same way.
 * Scrolling back up cancels both.
 */
export function useLoadMoreOnScroll({
  hasMore,
  loading = false,
  onLoadMore,
  threshold = LOAD_MORE_THRESHOLD_PX,
  throttleMs = LOAD_MORE_THROTTLE_MS,
}: LoadMoreOptions): void {
  const latest = useRef({ hasMore, loading, onLoadMore, threshold, throttleMs });
  useEffect(() => {
    latest.current = { hasMore, loading, onLoadMore, threshold, throttleMs };
  });

  useEffect(() => {
    // Where the page stands, read in the next animation frame: this effect may run inside the commit
    // that mounted the grid, where reading the scroll position would force the page's layout.
    let lastY: number | null = null;
    const firstRead = requestAnimationFrame(() => {
      lastY ??= window.scrollY;
    });
    let lastCall = Number.NEGATIVE_INFINITY;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let call: ReturnType<typeof setTimeout> | undefined;
    const cancelTrailing = () => {
      if (trailing !== undefined) clearTimeout(trailing);
      trailing = undefined;
    };
    const nearBottom = () =>
      document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) <=
      latest.current.threshold;
    /** Asks made by the check after a call, in a row: a caller that keeps declining is left alone. */
    let followUps = 0;
    const ask = () => {
      const o = latest.current;
      if (!o.hasMore || o.loading || !nearBottom()) return;
      const now = performance.now();
      const wait = o.throttleMs - (now - lastCall);
      if (wait > 0) {
        // Inside the window: ask when it ends, unless the player scrolls back up meanwhile.
        if (trailing === undefined)
          trailing = setTimeout(() => {
            trailing = undefined;
            ask();
          }, wait + TRAILING_MARGIN_MS);
        return;
      }
      lastCall = now;
      cancelTrailing();
      // In a task of its own after the frame: the caller's loading state (a spinner, a store's
      // observers) is then not rendered inside the scroll event, in one long task with the frame.
      // The window counts from when the call reaches the caller, as a caller's own throttle does.
      call = setTimeout(() => {
        lastCall = performance.now();
        latest.current.onLoadMore();
        look();
      }, 0);
    };
    // One window after a call the page is looked at again (unless the player has scrolled up since):
    // still at its bottom, with more pages and nothing loading, means the call was declined or brought
    // too little to scroll, and with nothing left to scroll no scroll event would ever ask again.
    // While a page is loading, the look waits for it.
    const look = () => {
      cancelTrailing();
      trailing = setTimeout(() => {
        trailing = undefined;
        if (latest.current.loading) return look();
        if (followUps >= MAX_FOLLOW_UPS) return;
        followUps++;
        ask();
      }, latest.current.throttleMs + TRAILING_MARGIN_MS);
    };
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY;
      lastY = y;
      // A scroll before the first reading (one made in the frame the grid mounted in) has no known
      // direction; whether it reached the bottom is what counts, so it asks.
      if (previous === null || y > previous) {
        followUps = 0;
        ask();
      } else if (y < previous) cancelTrailing();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', onScroll);
      cancelTrailing();
      clearTimeout(call);
    };
  }, []);
}
