export { Prose } from './Prose';
export type { ProseProps } from './Prose';
