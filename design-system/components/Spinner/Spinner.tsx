import { cx } from '../../utils/cx';
import { spinner, status, track, type SpinnerVariants } from './Spinner.css';

export type SpinnerProps = SpinnerVariants & {
  /**
   * What is loading, announced to assistive technology (role="status"). Leave it out when the spinner
   * sits inside a control that already says it is busy (for example a Button with `loading`).
   */
  label?: string;
  className?: string;
};

/** An indeterminate progress indicator. */
export function Spinner({ label, size, tone, className }: SpinnerProps) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={cx(spinner({ size, tone }), className)}
    >
      <circle cx="12" cy="12" r="9" className={track} />
      <path d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" aria-label={label} className={status}>
      {svg}
    </span>
  );
}
