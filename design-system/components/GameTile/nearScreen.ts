import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the bottom of the screen a picture starts loading, as a share of the screen height. */
const AHEAD = 0.5;

type Wake = () => void;
const waiting = new WeakMap<Element, Wake>();
let observer: IntersectionObserver | null = null;

/** One observer for every tile picture on the page: a grid of hundreds costs one, not hundreds. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const wake = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        wake?.();
      }
    },
    { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
  );
  return observer;
}

/**
 * True once the element has come near the screen, and from then on. Chromium's native lazy loading
 * starts pictures 1,250 to 2,500 px away, which on a phone is three screens of tiles on a first
 * load; this keeps the first load to what the first screen shows. Decided by one shared observer,
 * whose first answer comes with the first frame: reading each tile's position while React commits
 * would make the browser lay the whole page out in the middle of the commit, and again for the
 * pictures' addresses that reading sets (a long task on a cheap phone for a frame's head start).
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = sharedObserver();
    waiting.set(el, () => setNear(true));
    io.observe(el);
    return () => {
      waiting.delete(el);
      io.unobserve(el);
    };
  }, [near, ref]);
  return near;
}
