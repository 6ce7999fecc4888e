import { useEffect, useRef } from 'react';

/** SPEC §2/§9: ask for more within this many pixels of the bottom… */
export const LOAD_MORE_THRESHOLD_PX = 300;
/** …at most once per this many milliseconds. */
export const LOAD_MORE_THROTTLE_MS = 1000;

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
    let lastY = window.scrollY;
    let lastCall = Number.NEGATIVE_INFINITY;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      const o = latest.current;
      if (!down || !o.hasMore || o.loading) return;
      const distance = document.documentElement.scrollHeight - (y + window.innerHeight);
      if (distance > o.threshold) return;
      const now = performance.now();
      if (now - lastCall < o.throttleMs) return;
      lastCall = now;
      o.onLoadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
