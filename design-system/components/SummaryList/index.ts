export { SummaryList, SummaryRow } from './SummaryList';
export type { SummaryListProps, SummaryRowProps } from './SummaryList';
