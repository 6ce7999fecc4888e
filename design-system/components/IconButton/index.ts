export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export { iconButtonVariants, iconButtonTones } from './IconButton.css';
