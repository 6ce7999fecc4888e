export { PinInput } from './PinInput';
export type { PinInputProps } from './PinInput';
