export { Text } from './Text';
export type { TextProps } from './Text';
export { textSizes, textTones, textWeights, textAligns } from './Text.css';
