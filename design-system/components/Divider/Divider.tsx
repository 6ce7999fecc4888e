import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as s from './Divider.css';

export type DividerProps = {
  /** Words between the two rules ('or continue with'); a plain rule without. */
  label?: ReactNode;
  className?: string;
};

/**
 * A rule between groups of content. A plain one is a separator for assistive technology; one with
 * a label is read as its text (the rules are drawn, not content).
 */
export function Divider({ label, className }: DividerProps) {
  if (label == null) return <hr className={cx(s.line, className)} />;
  return <p className={cx(s.labelled, className)}>{label}</p>;
}
