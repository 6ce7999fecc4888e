export { FloatingPanel } from './FloatingPanel';
export type { FloatingPanelProps } from './FloatingPanel';
export { floatingPanelPlacements } from './FloatingPanel.css';
