export { ReadMore } from './ReadMore';
export type { ReadMoreProps } from './ReadMore';
