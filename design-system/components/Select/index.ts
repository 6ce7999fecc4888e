export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { selectVariants } from './Select.css';
