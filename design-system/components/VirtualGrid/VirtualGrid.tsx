import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { cx } from '../../utils/cx';
import { cell, container, footer as footerClass, row, type VirtualGridVariants } from './VirtualGrid.css';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

/** Until a row is drawn: a square cell plus a tap target's height for its label (px). */
const LABEL_ESTIMATE_PX = 44;

const NO_ROWS: readonly VirtualItem[] = [];

export type VirtualGridProps<T> = VirtualGridVariants & {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Names the list for assistive technology, e.g. "Jogos". */
  label: string;
  /** Items per row (default 3). */
  columns?: number;
  /**
   * A first guess of one row's height in px, used until the first row is drawn and measured (default:
   * a square cell plus 44 px for its label).
   */
  estimateRowHeight?: number;
  /** Rows drawn beyond the screen in each direction (default 3). */
  overscan?: number;
  /** More pages exist: scrolling near the bottom calls `onLoadMore`. */
  hasMore: boolean;
  /** A page is being fetched (no new request meanwhile). */
  loading?: boolean;
  onLoadMore: () => void;
  /** Under the grid: a spinner while loading, an end or error message with a retry button. */
  footer?: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'className' | 'style' | 'role'>;

/**
 * A window-virtualised grid (@tanstack/react-virtual): only the rows near the screen are in the DOM,
 * so a list of 10,000 games stays light. Asks for the next page when scrolled down to within 300 px of
 * the bottom, at most once a second, and once more when that second ends if the page is still at its
 * bottom (SPEC §2, §9).
 *
 * Every row has the same height: the cells must keep a fixed height (a square tile and a name that
 * always takes two lines, as GameTile does). The first drawn row is measured, once and again when its
 * size changes (width, fonts); every row is then placed by arithmetic, never measured one by one, so a
 * jump deep into a long list never makes the virtualiser correct sizes and scroll frame after frame.
 * New pages are appended in place: `items` may grow without the rows already placed moving.
 */
export function VirtualGrid<T>({
  items,
  renderItem,
  getKey,
  label,
  columns = 3,
  estimateRowHeight,
  overscan = 3,
  hasMore,
  loading,
  onLoadMore,
  footer,
  gap,
  inset,
  className,
  ...rest
}: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 390 : window.innerWidth));
  const rowCount = Math.ceil(items.length / columns);

  // Where the grid starts on the page (so window scrolling maps onto its rows) and how wide it is.
  // The body is watched too: content above the grid can grow or shrink without the grid resizing.
  // Read in the observer's callback, which runs after the browser's layout: reading them while React
  // commits would force the page's style and layout inside the commit (on a first load, the whole
  // page's), in one long task with it. Until the first callback, just before the first paint, the grid
  // assumes it starts at the top of the page and is as wide as the window.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A change is applied at once (flushSync), so the frame being drawn already places the rows by
    // it; an unchanged reading (the list grew, a row came and went) renders nothing.
    let last = { margin: 0, width: window.innerWidth };
    const observer = new ResizeObserver(() => {
      const next = {
        margin: el.getBoundingClientRect().top + window.scrollY,
        width: el.clientWidth || window.innerWidth,
      };
      if (next.margin === last.margin && next.width === last.width) return;
      last = next;
      flushSync(() => {
        setScrollMargin(next.margin);
        setWidth(next.width);
      });
    });
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The height of the first drawn row stands for every row; the estimate holds until one is drawn.
  // One row is watched at a time, from the observer's callback (after layout, as above): a row that
  // scrolls into first place is not measured again while it is drawn, and never inside a commit.
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const rowSize = rowHeight ?? estimateRowHeight ?? Math.round(width / columns + LABEL_ESTIMATE_PX);
  const rowObserver = useRef<ResizeObserver | null>(null);
  const watchedRow = useRef<HTMLDivElement | null>(null);
  const measuredHeight = useRef(0);
  const watchRow = useCallback((el: HTMLDivElement | null) => {
    if (!el || el === watchedRow.current) return;
    rowObserver.current ??= new ResizeObserver((entries) => {
      const h = (entries.at(-1)?.target as HTMLElement | undefined)?.offsetHeight ?? 0;
      if (h <= 0 || h === measuredHeight.current) return;
      measuredHeight.current = h;
      flushSync(() => setRowHeight(h));
    });
    if (watchedRow.current) rowObserver.current.unobserve(watchedRow.current);
    watchedRow.current = el;
    rowObserver.current.observe(el);
  }, []);
  useEffect(() => () => rowObserver.current?.disconnect(), []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowSize,
    overscan,
    // A scroll renders the new rows in a task of its own after the frame, not inside the frame's
    // scroll event (the library's default), so a jump is not one long frame with its render, layout
    // and paint. The overscan rows drawn beforehand cover a steady scroll meanwhile.
    useFlushSync: false,
    scrollMargin,
  });
  // A new row height (first render, fonts loaded, rotation): place every row again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowSize]);

  useLoadMoreOnScroll({ hasMore, loading, onLoadMore });

  // The rows on the screen are drawn at once; the rows beyond it (the overscan) follow in a transition,
  // which React does in slices between frames. A jump (a scroll to the top, a drag of the scroll bar)
  // or a first render then draws only what the player sees in its first render, not twice as many rows, and
  // a row that was already drawn stays. While the player keeps scrolling, the rows that come on screen
  // are still drawn in the frame they appear in, so nothing is left blank if the transition has to wait.
  const virtualRows = virtualizer.getVirtualItems();
  const settledRows = useDeferredValue(virtualRows, NO_ROWS);
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const drawn = new Set(settledRows.map((r) => r.index));
  const rows =
    settledRows === virtualRows
      ? virtualRows
      : virtualRows.filter((r) => drawn.has(r.index) || (r.end > top && r.start < bottom));

  return (
    <>
      <div
        {...rest}
        ref={ref}
        role="list"
        aria-label={label}
        aria-busy={loading || undefined}
        className={cx(container, className)}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((virtualRow, i) => {
          // The column count is set inline (not through a CSS variable helper), so the grid adds no
          // runtime of its own to the pages that share its chunk.
          const start = virtualRow.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={i === 0 ? watchRow : undefined}
              role="presentation"
              className={row({ gap, inset })}
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {rowItems.map((item, j) => (
                <div
                  key={getKey(item, start + j)}
                  role="listitem"
                  aria-posinset={start + j + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  className={cell}
                >
                  {renderItem(item, start + j)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {/* Always present, so what appears in it (loading, the end, an error) is announced. */}
      <div className={footerClass} aria-live="polite">
        {footer}
      </div>
    </>
  );
}
