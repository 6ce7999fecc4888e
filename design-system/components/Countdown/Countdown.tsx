import { useEffect, useRef, useState } from 'react';
import { cx } from '../../utils/cx';
import { IconClock } from '../Icon';
import * as s from './Countdown.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** 754_000 -> '12:34'; an hour or more -> '1:02:03'. Digits and colons read the same in every language. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}

export type CountdownProps = {
  /** The instant it counts to (epoch ms). */
  to: number;
  /** When the period began (epoch ms): given, a bar shows the share of time left. */
  from?: number;
  /** The time source (epoch ms); the device clock by default, a server-corrected one in the app. */
  now?: () => number;
  /** Words around the time left, e.g. `(t) => \`Pay within ${t}\``. */
  renderLabel: (timeLeft: string) => string;
  /** Shown (and announced) once the instant has passed. */
  expiredLabel: string;
  /** The last stretch shown in the urgent colour (ms); five minutes by default. */
  urgentMs?: number;
  /** Called once when the instant passes. */
  onExpire?: () => void;
  className?: string;
};

/**
 * The time left until an instant, ticking each second (role timer, not announced at every tick);
 * its last minutes in the urgent colour; once past, the expired state, announced once. The bar
 * moves in one-second steps, without animation when the player asks for reduced motion.
 */
export function Countdown({
  to,
  from,
  now = Date.now,
  renderLabel,
  expiredLabel,
  urgentMs = 5 * 60_000,
  onExpire,
  className,
}: CountdownProps) {
  const [current, setCurrent] = useState(now);
  const left = Math.max(0, to - current);
  const expired = left <= 0;
  const nowRef = useRef(now);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    nowRef.current = now;
    onExpireRef.current = onExpire;
  });

  // Each tick lands when the whole seconds left change (not a second after mounting), so the shown
  // time and the expired state are never up to a second late.
  useEffect(() => {
    let id: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = nowRef.current();
      setCurrent(t);
      const remaining = to - t;
      if (remaining > 0) id = setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(id);
  }, [to]);

  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);

  if (expired) {
    return (
      <p role="status" className={cx(s.root, s.expired, className)}>
        <IconClock size="sm" />
        <span>{expiredLabel}</span>
      </p>
    );
  }
  const share = from !== undefined && to > from ? Math.min(1, left / (to - from)) : null;
  return (
    <div className={cx(s.column, className)}>
      <p className={cx(s.root, left <= urgentMs && s.urgent)}>
        <IconClock size="sm" />
        <span role="timer" aria-live="off" aria-atomic="true">
          {renderLabel(formatTimeLeft(left))}
        </span>
      </p>
      {share !== null ? (
        <div className={s.track} aria-hidden="true">
          <div className={s.fill} style={{ transform: `scaleX(${share})` }} />
        </div>
      ) : null}
    </div>
  );
}
