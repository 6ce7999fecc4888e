import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  choiceDescription,
  choiceDisabled,
  choiceError,
  choiceLabel,
  choiceRow,
  choiceText,
} from '../../styles/choice.css';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { IconCheck, IconMinus } from '../Icon';
import * as s from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  /** Error text: marks the box invalid and is linked with aria-describedby. */
  error?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/**
 * A labelled checkbox (e.g. 'Remember me', 'I am over 18 and accept the terms'): a native checkbox
 * drawn in the merchant's colours. The browser gives it its role, its state (mixed too), Space,
 * form submission and validation; a transparent input covers the box's 44 px tap area above the
 * drawn box. Being native, it mounts in one render with no measuring (a Radix checkbox inside a form
 * measures itself in a layout effect and renders again, which forced the page's first layout inside
 * the login page's first commit).
 */
export function Checkbox({
  label,
  description,
  error,
  id: idProp,
  className,
  disabled,
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  name,
  value,
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `cb${autoId}`;
  const [state, setState] = useControllableState<CheckedState>(
    checked,
    defaultChecked ?? false,
    onCheckedChange,
  );
  const input = useRef<HTMLInputElement>(null);
  const indeterminate = state === 'indeterminate';
  // `indeterminate` is a property with no attribute: set after each render that changes it.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [invalid ? `${id}-error` : null, description ? `${id}-desc` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={cx(choiceRow, disabled && choiceDisabled, className)}
      data-disabled={disabled ? '' : undefined}
    >
      <span className={s.control}>
        <input
          ref={input}
          type="checkbox"
          id={id}
          className={s.input}
          checked={state === true}
          onChange={(event) => {
            // The browser clears a mixed box on a tap; it stays mixed until the value says otherwise
            // (a controlled box whose parent keeps it), as `checked` does.
            event.currentTarget.indeterminate = indeterminate;
            // A tap on a mixed box checks it, as a tap on a checked one clears it.
            setState(indeterminate ? true : state !== true);
          }}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        <span className={s.box} aria-hidden="true">
          <span className={s.indicator}>
            {indeterminate ? <IconMinus size="sm" /> : <IconCheck size="sm" />}
          </span>
        </span>
      </span>
      <span className={choiceText}>
        <label htmlFor={id} className={choiceLabel}>
          {label}
        </label>
        {description ? (
          <span id={`${id}-desc`} className={choiceDescription}>
            {description}
          </span>
        ) : null}
        {invalid ? (
          <span id={`${id}-error`} className={choiceError}>
            {error}
          </span>
        ) : null}
      </span>
    </div>
  );
}
