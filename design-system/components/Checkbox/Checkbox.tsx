import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import {
  choiceDescription,
  choiceDisabled,
  choiceError,
  choiceLabel,
  choiceRow,
  choiceText,
} from '../../styles/choice.css';
import { cx } from '../../utils/cx';
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

/** A labelled checkbox (e.g. 'Remember me', 'I am over 18 and accept the terms'), on Radix Checkbox. */
export function Checkbox({
  label,
  description,
  error,
  id: idProp,
  className,
  disabled,
  ...root
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? `cb${autoId}`;
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [invalid ? `${id}-error` : null, description ? `${id}-desc` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={cx(choiceRow, disabled && choiceDisabled, className)}
      data-disabled={disabled ? '' : undefined}
    >
      <RadixCheckbox.Root
        {...root}
        id={id}
        disabled={disabled}
        className={s.box}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      >
        <RadixCheckbox.Indicator className={s.indicator}>
          {root.checked === 'indeterminate' ? <IconMinus size="sm" /> : <IconCheck size="sm" />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
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
