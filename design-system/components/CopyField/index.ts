export { CopyField, COPIED_MS } from './CopyField';
export type { CopyFieldProps } from './CopyField';
