export { Avatar, initialOf } from './Avatar';
export type { AvatarProps } from './Avatar';
export { avatarSizes } from './Avatar.css';
