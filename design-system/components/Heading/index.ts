export { Heading } from './Heading';
export type { HeadingProps, HeadingLevel } from './Heading';
export { headingLevels, headingTones, headingAligns } from './Heading.css';
