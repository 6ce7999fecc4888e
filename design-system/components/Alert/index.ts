export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export { alertTones, alertVariants } from './Alert.css';
