export { Button } from './Button';
export type { ButtonProps } from './Button';
export { buttonVariants, buttonSizes } from './Button.css';
