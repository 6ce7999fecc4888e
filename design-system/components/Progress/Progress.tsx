import { useId, type ReactNode } from 'react';
import { Progress as RadixProgress } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as s from './Progress.css';

export type ProgressProps = {
  /** What is measured, e.g. 'Depósitos'. Names the bar. */
  label: ReactNode;
  /** How far it is (clamped to 0…max). */
  value: number;
  /** The target; 0 or less counts as reached. */
  max: number;
  /**
   * The figures as the player reads them, e.g. '¥4,200.00 / ¥18,010.00': shown beside the label
   * and announced as the bar's value.
   */
  valueText: string;
  /** A line under the bar, e.g. 'Faltam ¥13,810.00' or 'Concluído'. */
  hint?: ReactNode;
  className?: string;
};

/**
 * How far a figure is toward a target (a VIP level's deposit and bet requirements): the label and
 * the figures, a bar on Radix Progress (`role="progressbar"` with its value and text), and an
 * optional line under it. A reached target turns bar and figures to the success colour. The bar
 * glides to a new value, and jumps under reduced motion.
 */
export function Progress({ label, value, max, valueText, hint, className }: ProgressProps) {
  const labelId = useId();
  const complete = max <= 0 || value >= max;
  const top = max > 0 ? max : 1;
  const done = complete ? top : Math.max(0, Math.min(value, top));
  const percent = (done / top) * 100;
  return (
    <div className={cx(s.root, className)} data-complete={complete}>
      <div className={s.labels}>
        <span id={labelId} className={s.label}>
          {label}
        </span>
        <span className={s.figure({ complete })} aria-hidden="true">
          {valueText}
        </span>
      </div>
      <RadixProgress.Root
        className={s.track}
        value={done}
        max={top}
        getValueLabel={() => valueText}
        aria-labelledby={labelId}
      >
        <RadixProgress.Indicator
          className={s.fill({ complete })}
          style={{ width: `${percent.toFixed(2)}%` }}
        />
      </RadixProgress.Root>
      {hint ? <p className={s.hint}>{hint}</p> : null}
    </div>
  );
}
