import { Children, startTransition, useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { cell, grid, placeholder, type TileGridVariants } from './TileGrid.css';

export type TileGridProps = TileGridVariants & {
  /** One tile per child (GameTile, VendorTile, a Card); each becomes a list item. */
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'className'>;

/** Tiles in a grid's first render, and in each render after it: more than a phone's first screen holds. */
const TILES_PER_RENDER = 12;

/**
 * A list of tiles that is short enough to render whole (a category's vendors, the hot games). A long
 * list that grows page by page belongs in VirtualGrid. Gap and side padding are the grid tokens.
 *
 * A grid draws a dozen tiles per render: the first dozen in its first, then a dozen more in each
 * render after (transitions, each started once the one before has committed), so neither the
 * page's first commit nor any one after it builds sixty tiles in one go; a commit is one task that
 * React cannot split. The list is `aria-busy` until every tile is in it.
 */
export function TileGrid({ children, columns, inset, className, ...rest }: TileGridProps) {
  const count = Children.count(children);
  const [drawn, setDrawn] = useState(TILES_PER_RENDER);
  const shown = Math.min(count, drawn);
  useEffect(() => {
    if (drawn < count) startTransition(() => setDrawn(drawn + TILES_PER_RENDER));
  }, [drawn, count]);
  return (
    <ul {...rest} aria-busy={shown < count || undefined} className={cx(grid({ columns, inset }), className)}>
      {Children.map(children, (child, i) => (i < shown ? <li className={cell}>{child}</li> : null))}
    </ul>
  );
}

export type TileGridSkeletonProps = TileGridVariants & {
  /** How many placeholder tiles (default 9). */
  count?: number;
  /** Says what is loading, e.g. "A carregar jogos" (the region is a status). */
  label: string;
  className?: string;
} & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'className' | 'role'>;

/**
 * What a tile grid shows while it loads: square placeholders with the tiles' corners, in the same
 * columns. Still, like the tiles they stand for (the Skeleton's shimmer is for text and blocks).
 */
export function TileGridSkeleton({
  count = 9,
  label,
  columns = 'three',
  inset,
  className,
  ...rest
}: TileGridSkeletonProps) {
  return (
    <div {...rest} role="status" aria-label={label} className={cx(grid({ columns, inset }), className)}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={placeholder} aria-hidden="true" />
      ))}
    </div>
  );
}
