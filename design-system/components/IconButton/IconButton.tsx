import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner';
import { badgeSlot, iconButton, type IconButtonVariants } from './IconButton.css';

export type IconButtonProps = IconButtonVariants &
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
    /** The icon, e.g. `<IconClose />` (decorative: the label names the button). */
    icon: ReactNode;
    /** The accessible name; required because there is no visible text. */
    label: string;
    /** A toggle's state (e.g. favourite): sets `aria-pressed`. */
    pressed?: boolean;
    /** A badge over the icon, e.g. `<Badge count={3} />`; hidden from assistive technology, so say it in `label`. */
    badge?: ReactNode;
    /** Busy: a spinner replaces the icon and clicks are ignored. */
    loading?: boolean;
  };

/** A 44 × 44 button showing only an icon, named by `label`. */
export function IconButton({
  icon,
  label,
  pressed,
  badge,
  loading,
  variant,
  tone,
  className,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(iconButton({ variant, tone }), className)}
      onClick={(e) => {
        if (loading) return e.preventDefault();
        onClick?.(e);
      }}
    >
      {loading ? <Spinner size="sm" tone="current" /> : icon}
      {/* The badge is visual; the label carries its meaning (e.g. 'Messages, 3 unread'). */}
      {badge ? (
        <span className={badgeSlot} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
