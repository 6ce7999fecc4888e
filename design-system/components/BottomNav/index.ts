export { BottomNav } from './BottomNav';
export type { BottomNavItemProps, BottomNavRootProps } from './BottomNav';
export { bottomNavPositions } from './BottomNav.css';
