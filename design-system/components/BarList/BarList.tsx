import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as s from './BarList.css';

export interface BarListEntry {
  key: string;
  label: ReactNode;
  /** The figure the bar's length follows (its size counts, not its sign). */
  value: number;
  /** The figure as shown (formatted, signed). */
  display: ReactNode;
  /** Colours the bar and the figure: a gain, a loss, or neither. */
  tone?: NonNullable<s.BarListVariants['tone']>;
}

export interface BarListProps {
  /** Names the chart for assistive technology, e.g. "Resultado por tipo de jogo". */
  label: string;
  entries: readonly BarListEntry[];
  className?: string;
}

/**
 * A chart a player reads at a glance: one row per entry, its label and figure, and a bar whose length
 * is the entry's share of the largest one. Entries are shown in the order given (rank them first).
 * The figures are text, so the chart reads the same without the bars.
 */
export function BarList({ label, entries, className }: BarListProps) {
  const largest = Math.max(0, ...entries.map((e) => Math.abs(e.value)));
  return (
    // role="list" keeps list semantics in Safari, which drops them when list-style is none.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={label} className={cx(s.list, className)}>
      {entries.map((entry) => {
        const pct = largest > 0 ? (Math.abs(entry.value) / largest) * 100 : 0;
        return (
          <li key={entry.key} className={s.item} data-key={entry.key}>
            <span className={s.labels}>
              <span className={s.label}>{entry.label}</span>
              <span className={s.value({ tone: entry.tone })}>{entry.display}</span>
            </span>
            <span className={s.track} aria-hidden="true">
              {pct > 0 ? (
                <span className={s.bar({ tone: entry.tone })} style={{ width: `${pct.toFixed(1)}%` }} />
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
