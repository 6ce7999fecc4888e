export { PageTransition } from './PageTransition';
export type { PageTransitionProps } from './PageTransition';
export { pageTransitionModes } from './PageTransition.css';
