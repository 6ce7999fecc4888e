import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as s from './SummaryList.css';

export type SummaryListProps = {
  /** SummaryRows. */
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
};

/** Label and value pairs read as a description list: a fee, what is credited, a total. */
export function SummaryList({ children, className, ...rest }: SummaryListProps) {
  return (
    <dl {...rest} className={cx(s.list, className)}>
      {children}
    </dl>
  );
}

export type SummaryRowProps = {
  label: ReactNode;
  /** The value: a formatted amount, a count, a date. */
  children: ReactNode;
  /** The row that matters most (the total): its value in bold primary text. */
  emphasis?: boolean;
  'data-testid'?: string;
};

/** One row of a SummaryList. */
export function SummaryRow({ label, children, emphasis, ...rest }: SummaryRowProps) {
  return (
    <div className={s.row}>
      <dt className={s.term}>{label}</dt>
      <dd {...rest} className={cx(s.value, emphasis && s.emphasis)}>
        {children}
      </dd>
    </div>
  );
}
