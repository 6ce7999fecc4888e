export { Card } from './Card';
export type { CardProps } from './Card';
export { cardTones, cardPaddings } from './Card.css';
