import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import { IconAlertCircle, IconArrowLeft } from '../Icon';
import * as s from './PinInput.css';

export type PinInputProps = {
  /** The visible label (always present; `hideLabel` keeps it for assistive technology only). */
  label: ReactNode;
  hideLabel?: boolean;
  /**
   * The digits typed so far. The component keeps no copy of its own: the owner holds the PIN in
   * memory only and clears it after use, so it never reaches storage, the URL or a log.
   */
  value: string;
  /** Called with the new digits (non-digits dropped, cut at `length`). */
  onValueChange: (value: string) => void;
  /** Called once the last digit is entered. */
  onComplete?: (value: string) => void;
  /** How many digits: 6 for a payment password. */
  length?: number;
  /** Help under the cells, linked with aria-describedby. */
  hint?: ReactNode;
  /** The error message: marks the input invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /**
   * An on-screen keypad: given, the digits are tapped on it (the device keyboard stays closed, so
   * no third-party keyboard sees them) and the delete key is named by this label.
   */
  keypad?: { deleteLabel: string };
  disabled?: boolean;
  id?: string;
  className?: string;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;

/**
 * A masked PIN of `length` digits in separate cells (a dot per digit, never the digit), over one
 * real password input that carries the label, the error and the keyboard: `autocomplete="off"`, no
 * name (browsers neither offer nor save it) and a numeric keyboard, or the on-screen `keypad`.
 */
export function PinInput({
  label,
  hideLabel,
  value,
  onValueChange,
  onComplete,
  length = 6,
  hint,
  error,
  keypad,
  disabled,
  id: idProp,
  className,
}: PinInputProps) {
  const autoId = useId();
  const id = idProp ?? `pin${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [focused, setFocused] = useState(false);
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  const change = (next: string) => {
    const digits = next.replace(/\D/g, '').slice(0, length);
    if (digits === value) return;
    onValueChange(digits);
    if (digits.length === length) onComplete?.(digits);
  };
  const press = (key: (typeof KEYS)[number]) => {
    if (disabled) return;
    if (key === 'del') onValueChange(value.slice(0, -1));
    else change(value + key);
  };

  return (
    <div className={cx(s.root, className)}>
      <label htmlFor={id} className={cx(s.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div className={s.cells}>
        <input
          id={id}
          className={s.input}
          type="password"
          inputMode={keypad ? 'none' : 'numeric'}
          pattern="[0-9]*"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={length}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => change(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            data-filled={i < value.length || undefined}
            className={s.cell({
              invalid,
              active: focused && i === Math.min(value.length, length - 1),
            })}
          >
            {i < value.length ? <span className={s.dot} /> : null}
          </span>
        ))}
      </div>
      {invalid ? (
        <span id={errorId} className={s.error}>
          <IconAlertCircle size="sm" />
          <span>{error}</span>
        </span>
      ) : null}
      {hint ? (
        <span id={hintId} className={cx(s.hint, invalid && visuallyHidden)}>
          {hint}
        </span>
      ) : null}
      {keypad ? (
        <div className={s.keypad}>
          {KEYS.map((key) =>
            key === '' ? (
              <span key="blank" />
            ) : (
              <button
                key={key}
                type="button"
                className={s.key}
                disabled={disabled}
                aria-controls={id}
                aria-label={key === 'del' ? keypad.deleteLabel : undefined}
                onClick={() => press(key)}
              >
                {key === 'del' ? <IconArrowLeft size="md" /> : key}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
