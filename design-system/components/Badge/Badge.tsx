import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../styles/focus.css';
import { badge, type BadgeVariants } from './Badge.css';

/** SPEC §9: an unread count above 99 shows as '99+'. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

export type BadgeProps = Omit<BadgeVariants, 'dot'> & {
  /** The number to show; capped at `max` ('99+'). Zero or less hides the badge unless `showZero`. */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** A dot without a number (e.g. "something new"). */
  dot?: boolean;
  /**
   * What the badge means for assistive technology (e.g. '3 unread messages'); read instead of the
   * bare number. Without it the number itself is read, and a dot is silent.
   */
  label?: string;
  /** Free text instead of a number (e.g. 'VIP 3'). */
  children?: ReactNode;
  className?: string;
};

/** A count ('99+' cap), a dot, or a short label. */
export function Badge({ count, max = 99, showZero, dot, label, tone, children, className }: BadgeProps) {
  const hasCount = typeof count === 'number' && (count > 0 || showZero);
  if (!dot && !hasCount && children == null) return null;
  const visible = dot ? null : hasCount ? formatBadgeCount(count!, max) : children;
  return (
    <span className={cx(badge({ tone, dot: !!dot }), className)} data-badge="">
      {label ? (
        <>
          <span aria-hidden="true">{visible}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        visible
      )}
    </span>
  );
}
