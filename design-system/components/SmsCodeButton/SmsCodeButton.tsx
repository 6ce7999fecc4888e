import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button';

/** SPEC §9: the SMS countdown ticks every 500 ms; without an expiry from the platform it lasts 60 s. */
export const SMS_TICK_MS = 500;
export const SMS_DEFAULT_SECONDS = 60;

export type SmsCodeButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'href'> & {
  /** The idle label, e.g. 'Get code'. */
  label: string;
  /** The label while counting down, e.g. `(s) => \`${s} s\``. */
  renderCountdown: (seconds: number) => string;
  /**
   * Sends the code. May resolve to the expiry timestamp (ms, the platform's `value.expirationTime`);
   * otherwise the countdown lasts `defaultSeconds`. A rejection leaves the button idle (the caller
   * shows the error).
   */
  onSend: () => Promise<number | void | undefined> | number | void;
  /** Controls the expiry from outside (ms timestamp), e.g. restored after a re-render of the form. */
  expiresAt?: number | null;
  defaultSeconds?: number;
  /** Busy from outside (e.g. a human-verification step before sending). */
  loading?: boolean;
  /** Called once when a countdown reaches zero. */
  onExpire?: () => void;
};

function secondsLeft(expiresAt: number | null | undefined) {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000));
}

/**
 * The 'send SMS code' button: idle shows `label`; after sending it shows the seconds left until the
 * expiry, re-checked every 500 ms, and stays disabled (focusable, aria-disabled) until then. A double
 * tap sends once.
 */
export function SmsCodeButton({
  label,
  renderCountdown,
  onSend,
  expiresAt: expiresAtProp,
  defaultSeconds = SMS_DEFAULT_SECONDS,
  loading,
  disabled,
  onExpire,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: SmsCodeButtonProps) {
  const [innerExpiry, setInnerExpiry] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [, setTick] = useState(0);
  const sending = useRef(false);
  const expiresAt = expiresAtProp !== undefined ? expiresAtProp : innerExpiry;
  const seconds = secondsLeft(expiresAt);
  const counting = seconds > 0;
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (!expiresAt || secondsLeft(expiresAt) <= 0) return;
    const timer = setInterval(() => {
      setTick((t) => t + 1);
      if (secondsLeft(expiresAt) <= 0) {
        clearInterval(timer);
        onExpireRef.current?.();
      }
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const send = async () => {
    if (sending.current || counting || disabled || loading) return;
    sending.current = true;
    setPending(true);
    try {
      const result = await onSend();
      setInnerExpiry(
        typeof result === 'number' && result > Date.now() ? result : Date.now() + defaultSeconds * 1000,
      );
    } catch {
      // The caller reports the failure; the button simply becomes available again.
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      disabled={disabled}
      loading={pending || loading}
      aria-disabled={counting || undefined}
      onClick={() => void send()}
    >
      <span aria-live="off">{counting ? renderCountdown(seconds) : label}</span>
    </Button>
  );
}
