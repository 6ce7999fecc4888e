export { Sheet } from './Sheet';
export type { SheetContentProps, SheetRootProps } from './Sheet';
export { sheetSides } from './Sheet.css';
