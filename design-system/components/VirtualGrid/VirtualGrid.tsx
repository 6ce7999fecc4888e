import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  observeWindowRect,
  useWindowVirtualizer,
  windowScroll,
  type VirtualItem,
} from '@tanstack/react-virtual';
import { cx } from '../../utils/cx';
import { cell, container, footer as footerClass, row, type VirtualGridVariants } from './VirtualGrid.css';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

/** Until a row is drawn: a square cell plus a tap target's height for its label (px). */
const LABEL_ESTIMATE_PX = 44;

const NO_ROWS: readonly VirtualItem[] = [];

/**
 * The virtualiser's watch on the window's size, started in the next animation frame instead of its
 * layout effect: its first reading (`innerWidth`, `innerHeight`) in the layout effect forced the
 * page's style and layout inside React's commit, in one long task with it; in the frame they are the
 * layout the frame does anyway. Until then the virtualiser works from `initialRect`.
 */
const observeWindowRectAfterFrame: typeof observeWindowRect = (instance, cb) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  const frame = requestAnimationFrame(() => {
    if (!stopped) stop = observeWindowRect(instance, cb);
  });
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
    stop?.();
  };
};

/**
 * The virtualiser's window scrolls, but the one it makes as it mounts (to its first offset, the top)
 * waits for the next animation frame, for the same reason: made in its layout effect, it forced the
 * page's style and layout inside the commit. A scroll asked for before that frame replaces it.
 */
function windowScrollAfterFrame(): typeof windowScroll {
  let first = true;
  let pending: number | null = null;
  return (offset, options, instance) => {
    if (pending !== null) cancelAnimationFrame(pending);
    pending = null;
    if (first) {
      first = false;
      pending = requestAnimationFrame(() => {
        pending = null;
        windowScroll(offset, options, instance);
      });
      return;
    }
    windowScroll(offset, options, instance);
  };
}

/** The rows' key function for one row height (a row's key is its index; see getItemKey below). */
const rowKeys = (_rowHeight: number) => (index: number) => index;

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
  const rowCount = Math.ceil(items.length / columns);

  // What the grid measures, all in one resize observer: where it starts on the page (so window
  // scrolling maps onto its rows), how wide it is, and the height of its first drawn row, which
  // stands for every row (the estimate holds until one is drawn). The body is watched too: content
  // above the grid can grow or shrink without the grid resizing. Read in the observer's callback,
  // which runs after the browser's layout: reading them while React commits would force the page's
  // style and layout inside the commit (on a first load, the whole page's), in one long task with it.
  // Until the first callback, just before the first paint, the grid assumes it starts at the top of
  // the page and is as wide as the window. One observer gives one callback per frame, so the first
  // frame's readings (the grid's place and its first row) are applied in one render, not two; a
  // change is applied at once (flushSync), so the frame being drawn already places the rows by it, and
  // an unchanged reading (the list grew, a row came and went) renders nothing. One row is watched at
  // a time: a row that scrolls into first place is not measured again while it is drawn.
  const [scrollMargin, setScrollMargin] = useState(0);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 390 : window.innerWidth));
  const [scrollToFn] = useState(windowScrollAfterFrame);
  // The window's size at the first render, read once: read in a later render it would force the
  // layout of what the commit before it changed.
  const [initialRect] = useState(() =>
    typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  );
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const rowSize = rowHeight ?? estimateRowHeight ?? Math.round(width / columns + LABEL_ESTIMATE_PX);
  const observer = useRef<ResizeObserver | null>(null);
  const watchedRow = useRef<HTMLDivElement | null>(null);
  const observe = useCallback(() => {
    if (observer.current) return observer.current;
    // Nothing read here: this runs inside React's commit (the first row's ref), where reading the
    // window's size would force the page's layout. The first callback applies what it reads.
    let last = { margin: 0, width: 0, row: 0 };
    observer.current = new ResizeObserver(() => {
      const el = ref.current;
      if (!el) return;
      const next = {
        margin: el.getBoundingClientRect().top + window.scrollY,
        width: el.clientWidth || window.innerWidth,
        row: watchedRow.current?.offsetHeight || last.row,
      };
      if (next.margin === last.margin && next.width === last.width && next.row === last.row) return;
      const rowChanged = next.row !== last.row;
      last = next;
      flushSync(() => {
        setScrollMargin(next.margin);
        setWidth(next.width);
        if (rowChanged) setRowHeight(next.row);
      });
    });
    return observer.current;
  }, []);
  // Created as the grid mounts (a layout effect, before the first frame), with the first row's.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const o = observe();
    o.observe(el);
    o.observe(document.body);
    if (watchedRow.current) o.observe(watchedRow.current);
    return () => {
      o.disconnect();
      observer.current = null;
    };
  }, [observe]);
  const watchRow = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el || el === watchedRow.current) return;
      const o = observe();
      if (watchedRow.current) o.unobserve(watchedRow.current);
      watchedRow.current = el;
      o.observe(el);
    },
    [observe],
  );

  // A new row height (measured, fonts loaded, rotation) places every row again. The virtualiser keeps
  // its rows' places until its key function changes, so the key function is new with each height:
  // the rows are placed again within the render that has the height (its measure() would ask for one
  // more render, inside the commit).
  const getItemKey = useMemo(() => rowKeys(rowSize), [rowSize]);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    getItemKey,
    estimateSize: () => rowSize,
    overscan,
    // A scroll renders the new rows in a task of its own after the frame, not inside the frame's
    // scroll event (the library's default), so a jump is not one long frame with its render, layout
    // and paint. The overscan rows drawn beforehand cover a steady scroll meanwhile.
    useFlushSync: false,
    scrollMargin,
    // The window's size from the first render (the library starts from 0 × 0 and learns it in a layout
    // effect): the first render then draws the rows on the screen, instead of drawing one row and then
    // the rest in a second, synchronous render inside the same commit.
    initialRect,
    observeElementRect: observeWindowRectAfterFrame,
    scrollToFn,
  });
  useLoadMoreOnScroll({ hasMore, loading, onLoadMore });

  // The rows on the screen are drawn at once; the rows beyond it (the overscan) follow in a transition,
  // which React does in slices between frames. A jump (a scroll to the top, a drag of the scroll bar)
  // or a first render then draws only what the player sees in its first render, not twice as many rows, and
  // a row that was already drawn stays. While the player keeps scrolling, the rows that come on screen
  // are still drawn in the frame they appear in, so nothing is left blank if the transition has to wait.
  const virtualRows = virtualizer.getVirtualItems();
  const settledRows = useDeferredValue(virtualRows, NO_ROWS);
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + (virtualizer.scrollRect?.height ?? initialRect?.height ?? 0);
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
