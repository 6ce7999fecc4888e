import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import { caption as captionClass, cell, day as dayClass, root, table, weekday } from './MonthCalendar.css';

export interface MonthCalendarProps {
  year: number;
  /** 1 (January) to 12. */
  month: number;
  /** The month's name as shown over it, e.g. "Novembro de 2026". */
  caption: string;
  /** The seven weekday names, Sunday first: `short` over the columns, `long` for screen readers. */
  weekdays: readonly { short: string; long: string }[];
  /** The first column: 1 Monday (the default), 0 Sunday. */
  weekStartsOn?: 0 | 1;
  /** The days of the month that are marked (e.g. signed in). */
  marked: ReadonlySet<number>;
  /** Today, when the month is the current one: ringed; the days after it are muted. */
  today?: number;
  /** What a screen reader says for a day, e.g. "22 de novembro, check-in feito". */
  dayLabel: (day: number, state: { marked: boolean; today: boolean }) => string;
  className?: string;
  'data-testid'?: string;
}

/** The weeks of a month: rows of seven day numbers, `null` where a row runs into another month. */
export function monthWeeks(year: number, month: number, weekStartsOn: 0 | 1 = 1): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first - weekStartsOn + 7) % 7;
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/**
 * A month as a table: weekday names over seven columns, each day a circle, marked days filled,
 * today ringed and later days muted. It shows; it does not pick (no day is a control).
 */
export function MonthCalendar({
  year,
  month,
  caption,
  weekdays,
  weekStartsOn = 1,
  marked,
  today,
  dayLabel,
  className,
  ...rest
}: MonthCalendarProps) {
  const columns = Array.from({ length: 7 }, (_, i) => weekdays[(i + weekStartsOn) % 7]!);
  return (
    <div className={cx(root, className)} {...rest}>
      <table className={table}>
        <caption className={captionClass}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className={weekday}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month, weekStartsOn).map((week, w) => (
            <tr key={w}>
              {week.map((d, i) => {
                if (d === null) return <td key={`x${i}`} className={cell} />;
                const isMarked = marked.has(d);
                const isToday = d === today;
                const when = today === undefined || d < today ? 'past' : isToday ? 'today' : 'future';
                return (
                  <td key={d} className={cell} data-day={d} data-marked={isMarked || undefined}>
                    <span className={dayClass({ when, marked: isMarked })}>
                      <span aria-hidden="true">{d}</span>
                      <span className={visuallyHidden}>
                        {dayLabel(d, { marked: isMarked, today: isToday })}
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
