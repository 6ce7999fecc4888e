export { BarList } from './BarList';
export type { BarListEntry, BarListProps } from './BarList';
export { barListTones } from './BarList.css';
