export { List, ListItem } from './List';
export type { ListProps, ListItemProps } from './List';
export { listVariants } from './List.css';
