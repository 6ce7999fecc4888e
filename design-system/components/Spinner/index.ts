export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerSizes, spinnerTones } from './Spinner.css';
