export { Image, imageStatuses, LAZY_DELAY_MS } from './Image';
export type { ImageProps, ImageStatus } from './Image';
export { imageFits, imageRadii } from './Image.css';
