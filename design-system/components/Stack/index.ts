export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { stackDirections, stackGaps, stackAligns, stackJustifies } from './Stack.css';
