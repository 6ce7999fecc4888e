import { useEffect, useRef, useState } from 'react';
import { inlineVars } from '../../utils/inlineVars';
import { IconBell } from '../Icon';
import { useReducedMotion } from '../../provider/useReducedMotion';
import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import {
  icon,
  loopDuration,
  muted,
  ticker,
  track,
  viewport,
  type NoticeTickerVariants,
} from './NoticeTicker.css';

/** Scrolling speed in CSS pixels per second. */
const SPEED = 50;

export type NoticeTickerProps = NoticeTickerVariants & {
  /** The announcement line (e.g. the titles joined). Empty or blank shows `emptyText`. */
  text: string;
  /** Shown when there is no announcement (SPEC §2: a 'no announcement' text). */
  emptyText: string;
  /** Read before the text by assistive technology, e.g. "Announcements". */
  label: string;
  /** Opens the announcements (SPEC: /m/notice). Without it the line is not interactive. */
  onSelect?: () => void;
  className?: string;
};

/**
 * The announcement line (SPEC §2): the text scrolls right to left in a seamless loop when it is wider
 * than the line, and stands still (truncated) when it fits or the user asked for reduced motion.
 */
export function NoticeTicker({ text, emptyText, label, onSelect, tone, className }: NoticeTickerProps) {
  const reduced = useReducedMotion();
  const viewportRef = useRef<HTMLSpanElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [overflowWidth, setOverflowWidth] = useState(0);
  const content = text.trim();
  const empty = content.length === 0;

  // Measured when the browser has laid the line out (a resize observer's first answer comes after
  // the first layout, then one on every resize; a new text runs this again), never by reading sizes
  // while React commits, which would lay the whole page out an extra time.
  useEffect(() => {
    const box = viewportRef.current;
    const line = textRef.current;
    if (!box || !line) return;
    const observer = new ResizeObserver(() => {
      const width = Math.ceil(line.getBoundingClientRect().width);
      setOverflowWidth(width > box.clientWidth + 1 ? width : 0);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [content]);

  const scrolling = !empty && !reduced && overflowWidth > 0;
  const style = scrolling
    ? inlineVars({ [loopDuration]: `${(overflowWidth / SPEED).toFixed(2)}s` })
    : undefined;

  const Element = onSelect ? 'button' : 'div';
  return (
    <Element
      {...(onSelect ? { type: 'button' as const, onClick: onSelect } : {})}
      className={cx(ticker({ tone }), className)}
      data-empty={empty}
    >
      <IconBell size="sm" className={icon} />
      <span className={visuallyHidden}>{label} </span>
      <span ref={viewportRef} className={viewport}>
        <span className={track} data-scrolling={scrolling} style={style}>
          <span ref={textRef} className={empty ? muted : undefined}>
            {empty ? emptyText : content}
          </span>
          {scrolling && <span aria-hidden="true">{content}</span>}
        </span>
      </span>
    </Element>
  );
}
