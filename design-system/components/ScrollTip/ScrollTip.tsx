import { useEffect, useState } from 'react';
import { IconChevronDown } from '../Icon';
import { cx } from '../../utils/cx';
import { arrow, scrollTip, type ScrollTipVariants } from './ScrollTip.css';

/** SPEC §2/§9: the tip hides once the page has scrolled more than this many pixels. */
export const SCROLL_TIP_THRESHOLD = 40;

/**
 * True while the page is taller than the window and has not been scrolled more than `threshold` px.
 * Follows scrolling, window resizes and content that grows or shrinks (e.g. a list loading).
 */
export function useScrollTip(threshold = SCROLL_TIP_THRESHOLD): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      const taller = root.scrollHeight > window.innerHeight + 1;
      setVisible(taller && window.scrollY <= threshold);
    };
    const update = () => {
      frame = 0;
      measure();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page's height is read when the browser has laid the page out (a resize observer reports
    // after layout, first as it starts observing), never in the commit that mounts the tip: reading
    // it there would lay out the whole page inside that task.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(document.body);
    else schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [threshold]);
  return visible;
}

export type ScrollTipProps = ScrollTipVariants & {
  /** What the arrow says to assistive technology, e.g. "Scroll down for more". */
  label: string;
  /** Pixels of scrolling after which the tip hides (SPEC: 40). */
  threshold?: number;
  className?: string;
};

/**
 * A small arrow that tells the user there is more below (SPEC §2, game centre). Shown only while the
 * page is taller than the window and still near the top. It is a hint, not a control: it sits in the
 * page's gutter, where no content is, and taps pass through it (scrolling is how one gets further).
 */
export function ScrollTip({ label, threshold, placement, className }: ScrollTipProps) {
  const visible = useScrollTip(threshold);
  if (!visible) return null;
  return (
    <span role="img" aria-label={label} className={cx(scrollTip({ placement }), className)} data-scroll-tip>
      <IconChevronDown size="sm" className={arrow} />
    </span>
  );
}
