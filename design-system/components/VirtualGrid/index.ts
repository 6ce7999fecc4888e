export { VirtualGrid } from './VirtualGrid';
export type { VirtualGridProps } from './VirtualGrid';
export { useLoadMoreOnScroll, LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS } from './useLoadMoreOnScroll';
export type { LoadMoreOptions } from './useLoadMoreOnScroll';
export { virtualGridGaps, virtualGridInsets } from './VirtualGrid.css';
