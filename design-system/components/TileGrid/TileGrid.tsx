import { Children, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { cell, grid, placeholder, type TileGridVariants } from './TileGrid.css';

export type TileGridProps = TileGridVariants & {
  /** One tile per child (GameTile, VendorTile, a Card); each becomes a list item. */
  children: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLUListElement>, 'children' | 'className'>;

/**
 * A list of tiles that is short enough to render whole (a category's vendors, the hot games). A long
 * list that grows page by page belongs in VirtualGrid. Gap and side padding are the grid tokens.
 */
export function TileGrid({ children, columns, inset, className, ...rest }: TileGridProps) {
  return (
    <ul {...rest} className={cx(grid({ columns, inset }), className)}>
      {Children.map(children, (child) => (
        <li className={cell}>{child}</li>
      ))}
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
