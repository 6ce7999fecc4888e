export { PromoCard } from './PromoCard';
export type { PromoCardProps } from './PromoCard';
