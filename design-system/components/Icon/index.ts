export * from './icons';
export { createIcon } from './createIcon';
export type { IconComponent, IconNode, IconProps } from './createIcon';
export { iconSizes } from './Icon.css';
