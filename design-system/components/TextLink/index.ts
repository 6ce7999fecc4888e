export { TextLink } from './TextLink';
export type { TextLinkProps } from './TextLink';
export { textLinkSizes, textLinkTones } from './TextLink.css';
