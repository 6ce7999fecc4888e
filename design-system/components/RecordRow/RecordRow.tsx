import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as s from './RecordRow.css';

export type RecordRowProps = s.RecordRowVariants & {
  /** First line: what the record is (a game, a transaction type). */
  title: ReactNode;
  /** First line, at the end: the record's amount; `tone` colours it (won or credited, lost or debited). */
  value: ReactNode;
  /** Second line: when and where (time, vendor). */
  meta?: ReactNode;
  /** Second line, at the end: a status Badge. */
  badge?: ReactNode;
  /** Third line: further amounts or a remark. */
  detail?: ReactNode;
  /** Third line, at the end: another figure (a balance after). */
  detailValue?: ReactNode;
  /** Makes the row a button (e.g. to open the full record). */
  onClick?: () => void;
  className?: string;
} & Omit<HTMLAttributes<HTMLElement>, 'title' | 'className' | 'onClick' | 'children'>;

/** A line that is always there, empty or not, so every row has the same three lines. */
const line = (content: ReactNode) =>
  content === undefined || content === null || content === '' ? '\u00a0' : content;

/**
 * One record of a list (a bet, a transaction): three one-line rows of text, the amount at the end of
 * the first. Long texts are cut with an ellipsis, so every row has the same height and a virtualised
 * list can place rows by arithmetic. With `onClick` the row is a button.
 */
export function RecordRow({
  title,
  value,
  tone,
  meta,
  badge,
  detail,
  detailValue,
  onClick,
  className,
  ...rest
}: RecordRowProps) {
  const content = (
    <>
      <span className={s.title}>{title}</span>
      <span className={s.value({ tone })}>{value}</span>
      <span className={s.secondary}>{line(meta)}</span>
      <span className={s.end}>{badge ?? null}</span>
      <span className={s.secondary}>{line(detail)}</span>
      <span className={s.detailValue}>{detailValue ?? null}</span>
    </>
  );
  if (onClick)
    return (
      <button type="button" {...rest} className={cx(s.row, s.interactive, className)} onClick={onClick}>
        {content}
      </button>
    );
  return (
    <div {...rest} className={cx(s.row, className)}>
      {content}
    </div>
  );
}
