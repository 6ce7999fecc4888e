export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { emptyStateTones } from './EmptyState.css';
