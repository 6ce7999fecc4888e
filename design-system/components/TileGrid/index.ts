export { TileGrid, TileGridSkeleton } from './TileGrid';
export type { TileGridProps, TileGridSkeletonProps } from './TileGrid';
export { tileGridColumns, tileGridInsets } from './TileGrid.css';
