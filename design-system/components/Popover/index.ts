export { Popover } from './Popover';
export type { PopoverContentProps, PopoverItemProps, PopoverRootProps } from './Popover';
export { popoverItemTones } from './Popover.css';
