import type { ReactNode } from 'react';
import { IconAlertCircle } from '../Icon';
import { cx } from '../../utils/cx';
import { message as messageClass, offlineBanner, type OfflineBannerVariants } from './OfflineBanner.css';

export type OfflineBannerProps = OfflineBannerVariants & {
  /** The sentence to show, e.g. "You are offline. Showing saved content." */
  message: string;
  /** Optional control at the end, e.g. a small retry Button. */
  action?: ReactNode;
  className?: string;
};

/**
 * A thin banner at the top of the page for connection problems. It only draws the message: the app
 * decides when to show it (navigator.onLine, failed calls). Announced politely when it appears.
 */
export function OfflineBanner({ message, action, tone, sticky, className }: OfflineBannerProps) {
  return (
    <div role="status" className={cx(offlineBanner({ tone, sticky }), className)}>
      <IconAlertCircle size="sm" />
      <span className={messageClass}>{message}</span>
      {action}
    </div>
  );
}
