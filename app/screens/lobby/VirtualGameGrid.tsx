// The game list's grid, virtualised by rows against the window scroll: only the rows near the
// viewport are in the DOM, so 10,000 games stay smooth. Every row has the same height (tiles are
// square and names always take two lines), measured once on the first row and again when the
// width changes: rows are placed by arithmetic, never measured one by one, so a jump deep into a
// long list never makes the virtualiser correct sizes and scroll positions frame after frame.
// Near the bottom (300 px), while scrolling down, it asks for more (the store throttles and knows
// whether more pages exist). A scroll that reaches the bottom inside the store's 1 s throttle window
// would be dropped and leave the player stuck at the end of the page (nothing left to scroll), so it
// asks once more when the window ends.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS } from '../../stores/games/constants';
import type { Game } from '../../stores/games/gateway';
import type { FavouritesStore } from '../../stores/games/FavouritesStore';
import { GameCard } from './GameCard';
import * as s from './GameList.css';

const COLUMNS = 3;
/** Rows rendered beyond the viewport on each side. */
const OVERSCAN = 3;

export const VirtualGameGrid = observer(function VirtualGameGrid({
  games,
  favourites,
  showStar,
  onOpen,
  onToggleFavourite,
  onNearEnd,
}: {
  games: readonly Game[];
  favourites: FavouritesStore;
  showStar: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  onNearEnd: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 390 : window.innerWidth));
  const rows = Math.ceil(games.length / COLUMNS);
  // A square tile a third of the width, plus two lines of name and the gap.
  const estimate = Math.round(width / COLUMNS + 44);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      setOffset(el.getBoundingClientRect().top + window.scrollY);
      setWidth(el.clientWidth || window.innerWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The measured row height (the first row's), or the estimate until a row has rendered.
  const [rowHeight, setRowHeight] = useState<number | null>(null);
  const rowSize = rowHeight ?? estimate;
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
    count: rows,
    estimateSize: () => rowSize,
    overscan: OVERSCAN,
    scrollMargin: offset,
  });
  // A new row height (first render, font loaded, rotation): place every row again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowSize]);

  // Load more near the bottom while scrolling down.
  const nearEnd = useRef(onNearEnd);
  nearEnd.current = onNearEnd;
  useEffect(() => {
    let lastY = window.scrollY;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const nearBottom = () =>
      document.documentElement.scrollHeight - (window.scrollY + window.innerHeight) <= LOAD_MORE_THRESHOLD_PX;
    const onScroll = () => {
      const y = window.scrollY;
      const down = y > lastY;
      lastY = y;
      if (!down || !nearBottom()) return;
      nearEnd.current();
      if (trailing) clearTimeout(trailing);
      trailing = setTimeout(() => {
        trailing = undefined;
        // Still at the end of what is loaded (a player who scrolled back up is not). Rows being
        // measured can shrink the page and nudge the scroll up, so direction is not checked here.
        if (nearBottom()) nearEnd.current();
      }, LOAD_MORE_THROTTLE_MS + 50);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (trailing) clearTimeout(trailing);
    };
  }, []);

  return (
    <div
      ref={listRef}
      className={s.list}
      style={{ height: virtualizer.getTotalSize() }}
      role="list"
      data-testid="game-grid"
    >
      {virtualizer.getVirtualItems().map((row, i) => {
        const start = row.index * COLUMNS;
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={i === 0 ? measureFirstRow : undefined}
            className={s.row}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {games.slice(start, start + COLUMNS).map((game) => (
              <div role="listitem" key={game.nodeId}>
                <GameCard
                  game={game}
                  favourite={showStar ? favourites.has(game.nodeId) : undefined}
                  favouriteBusy={favourites.pending.has(String(game.nodeId))}
                  onOpen={onOpen}
                  onToggleFavourite={onToggleFavourite}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
});
