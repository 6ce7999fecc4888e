export { SmsCodeButton, SMS_DEFAULT_SECONDS, SMS_TICK_MS } from './SmsCodeButton';
export type { SmsCodeButtonProps } from './SmsCodeButton';
