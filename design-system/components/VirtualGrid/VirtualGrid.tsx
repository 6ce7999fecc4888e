import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { cx } from '../../utils/cx';
import { cell, container, footer as footerClass, row, type VirtualGridVariants } from './VirtualGrid.css';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

/** Until a row is drawn: a square cell plus a tap target's height for its label (px). */
const LABEL_ESTIMATE_PX = 44;

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
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth || window.innerWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The height of the first drawn row stands for every row; the estimate holds until one is drawn.
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const rowSize = rowHeight ?? estimateRowHeight ?? Math.round(width / columns + LABEL_ESTIMATE_PX);
  const firstRow = useRef<ResizeObserver | null>(null);
  const measureFirstRow = useCallback((el: HTMLDivElement | null) => {
    firstRow.current?.disconnect();
    firstRow.current = null;
    if (!el) return;
    const read = () => {
      const h = el.offsetHeight;
      if (h > 0) setRowHeight((prev) => (prev === h ? prev : h));
    };
    read();
    firstRow.current = new ResizeObserver(read);
    firstRow.current.observe(el);
  }, []);
  useEffect(() => () => firstRow.current?.disconnect(), []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowSize,
    overscan,
    scrollMargin,
  });
  // A new row height (first render, fonts loaded, rotation): place every row again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowSize]);

  useLoadMoreOnScroll({ hasMore, loading, onLoadMore });

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
        {virtualizer.getVirtualItems().map((virtualRow, i) => {
          // The column count is set inline (not through a CSS variable helper), so the grid adds no
          // runtime of its own to the pages that share its chunk.
          const start = virtualRow.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={i === 0 ? measureFirstRow : undefined}
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
