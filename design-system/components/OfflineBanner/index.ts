export { OfflineBanner } from './OfflineBanner';
export type { OfflineBannerProps } from './OfflineBanner';
export { offlineBannerTones } from './OfflineBanner.css';
