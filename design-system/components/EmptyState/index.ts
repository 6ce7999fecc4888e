export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { emptyStateSizes, emptyStateTones } from './EmptyState.css';
