export { Countdown, formatTimeLeft } from './Countdown';
export type { CountdownProps } from './Countdown';
