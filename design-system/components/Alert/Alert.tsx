import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { IconAlert, IconAlertCircle, IconCheckCircle, IconInfo } from '../Icon';
import * as s from './Alert.css';

export type AlertProps = s.AlertVariants & {
  /** The message. */
  children: ReactNode;
  /** A bold first line above the message (e.g. 'Withdrawal requested'). */
  title?: ReactNode;
  /** The tone's icon unless given; `false` shows none. */
  icon?: ReactNode | false;
  /**
   * How assistive technology hears it: `alert` (interrupts; the default for danger), `status`
   * (waits; the default for the other tones) or `none` (a message already on the page).
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
  'data-testid'?: string;
};

const toneIcon = {
  danger: <IconAlertCircle size="sm" />,
  warning: <IconAlert size="sm" />,
  success: <IconCheckCircle size="sm" />,
  info: <IconInfo size="sm" />,
} as const;

/**
 * A message about what just happened where it happened: a refusal no single field owns, a step
 * done. Its icon says the tone without colour; the role makes it heard as it appears.
 */
export function Alert({
  children,
  title,
  icon,
  role,
  tone = 'danger',
  variant,
  className,
  ...rest
}: AlertProps) {
  const shownIcon = icon === false ? null : (icon ?? toneIcon[tone]);
  const liveRole = role ?? (tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      {...rest}
      role={liveRole === 'none' ? undefined : liveRole}
      className={cx(s.alert({ tone, variant }), className)}
    >
      {shownIcon ? (
        <span className={cx(s.icon, title ? s.iconWithTitle : undefined)} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      {title ? (
        <span className={s.body}>
          <span className={s.title}>{title}</span>
          <span className={s.detail}>{children}</span>
        </span>
      ) : (
        <span className={s.body}>{children}</span>
      )}
    </div>
  );
}
