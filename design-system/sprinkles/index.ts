export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
