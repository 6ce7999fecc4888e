import { Children, useDeferredValue, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { cell, grid, placeholder, type TileGridVariants } from './TileGrid.css';

export type TileGridProps = TileGridVariants & {
  /** One tile per child (GameTile, VendorTile, a Card); each becomes a list item. */
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'className'>;

/** Tiles in a grid's first render: more than a phone's first screen holds. */
const FIRST_TILES = 12;

/**
 * A list of tiles that is short enough to render whole (a category's vendors, the hot games). A long
 * list that grows page by page belongs in VirtualGrid. Gap and side padding are the grid tokens.
 *
 * A new grid draws its first dozen tiles in its first render and the rest in a render of its own
 * right after (a deferred value, which React renders in slices between frames): the tiles below the
 * screen are not built inside the page's first commit, which on a first load is one long task with
 * the page's first style and layout. The list is `aria-busy` until every tile is in it.
 */
export function TileGrid({ children, columns, inset, className, ...rest }: TileGridProps) {
  const count = Children.count(children);
  const shown = useDeferredValue(count, Math.min(count, FIRST_TILES));
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
