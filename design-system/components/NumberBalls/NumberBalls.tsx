import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../styles/focus.css';
import { ball, root, row, type NumberBallsVariants } from './NumberBalls.css';

/**
 * The balls to draw for a result: a single number of more than two digits (a 4D number, a
 * Vietnamese special prize) digit by digit, as it is drawn; a list of numbers one ball each.
 */
export function ballsOf(numbers: readonly string[]): string[] {
  const only = numbers.length === 1 ? numbers[0]! : null;
  return only !== null && only.length > 2 ? [...only] : [...numbers];
}

export type NumberBallsProps = NumberBallsVariants & {
  /** The drawn numbers, in the order drawn ('07', '3'), or one long number ('58213'). */
  numbers: readonly string[];
  /** What the numbers are ('Latest result'); read with the numbers as one phrase. */
  label: string;
  className?: string;
};

/**
 * The numbers of a lottery draw as round tokens. Assistive technology reads one phrase, the label
 * and the numbers as drawn ('Latest result: 58213'); the balls themselves are hidden from it.
 */
export function NumberBalls({ numbers, label, size, className }: NumberBallsProps) {
  return (
    <span className={cx(root, className)} data-number-balls="">
      {/* Punctuation only between the label and the numbers: a pause when read out. */}
      <span className={visuallyHidden}>{[label, numbers.join(' ')].join(': ')}</span>
      <span className={row} aria-hidden="true">
        {ballsOf(numbers).map((n, i) => (
          <span key={i} className={ball({ size })}>
            {n}
          </span>
        ))}
      </span>
    </span>
  );
}
