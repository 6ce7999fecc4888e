export { RecordRow } from './RecordRow';
export type { RecordRowProps } from './RecordRow';
export { recordRowTones } from './RecordRow.css';
