import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../../utils/cx';
import {
  cell,
  columnCount,
  container,
  footer as footerClass,
  row,
  type VirtualGridVariants,
} from './VirtualGrid.css';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';

export type VirtualGridProps<T> = VirtualGridVariants & {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  /** Names the list for assistive technology, e.g. "Jogos". */
  label: string;
  /** Items per row (default 3). */
  columns?: number;
  /** A first guess of one row's height in px (rows are measured once drawn). */
  estimateRowHeight: number;
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
};

/**
 * A window-virtualised grid (@tanstack/react-virtual): only the rows near the screen are in the DOM,
 * so a list of thousands of games stays light. Asks for the next page when scrolled down to within
 * 300 px of the bottom, at most once a second (SPEC §2, §9).
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
  className,
}: VirtualGridProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(items.length / columns);

  // Where the grid starts on the page, so window scrolling maps onto its rows.
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
  });

  useLoadMoreOnScroll({ hasMore, loading, onLoadMore });

  return (
    <>
      <div
        ref={ref}
        role="list"
        aria-label={label}
        aria-busy={loading || undefined}
        className={cx(container, className)}
        style={{
          height: virtualizer.getTotalSize(),
          ...assignInlineVars({ [columnCount]: String(columns) }),
        }}
      >
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const start = virtualRow.index * columns;
          const rowItems = items.slice(start, start + columns);
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={virtualizer.measureElement}
              role="presentation"
              className={row({ gap })}
              style={{ transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)` }}
            >
              {rowItems.map((item, i) => (
                <div
                  key={getKey(item, start + i)}
                  role="listitem"
                  aria-posinset={start + i + 1}
                  aria-setsize={hasMore ? -1 : items.length}
                  className={cell}
                >
                  {renderItem(item, start + i)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {footer ? <div className={footerClass}>{footer}</div> : null}
    </>
  );
}
