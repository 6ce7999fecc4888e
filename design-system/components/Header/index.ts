export { Header } from './Header';
export type { HeaderProps } from './Header';
export { headerPositions } from './Header.css';
