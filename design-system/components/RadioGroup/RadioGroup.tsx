import { useId, type ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import {
  choiceDescription,
  choiceDisabled,
  choiceLabel,
  choiceRow,
  choiceText,
} from '../../styles/choice.css';
import { cx } from '../../utils/cx';
import * as s from './RadioGroup.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** The question, shown as the group's legend. */
  label: ReactNode;
  options: readonly RadioOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /**
   * `list`: one option a row, with a radio dot and a description. `chips`: the options as pills that
   * wrap, for long lists of short names (game vendors); descriptions are not shown.
   */
  variant?: RadioGroupVariant;
  className?: string;
}

export type RadioGroupVariant = (typeof s.radioGroupVariants)[number];

/**
 * A labelled group of radio options on Radix RadioGroup (arrow keys move and select), shown as a
 * list with descriptions or as wrapping chips.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  disabled,
  required,
  name,
  variant = 'list',
  className,
}: RadioGroupProps<V>) {
  const id = `rg${useId()}`;
  const invalid = error != null && error !== false && error !== '';
  return (
    <div className={cx(s.group, className)}>
      <span id={`${id}-label`} className={s.legend}>
        {label}
      </span>
      <RadixRadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-invalid={invalid || undefined}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange as ((v: string) => void) | undefined}
        disabled={disabled}
        required={required}
        name={name}
        loop
        className={variant === 'chips' ? s.chips : s.group}
      >
        {variant === 'chips'
          ? options.map((option) => (
              <RadixRadioGroup.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={s.chip}
              >
                {option.label}
              </RadixRadioGroup.Item>
            ))
          : options.map((option, i) => {
              const itemId = `${id}-${i}`;
              const off = disabled || option.disabled;
              return (
                <div
                  key={option.value}
                  className={cx(choiceRow, off && choiceDisabled)}
                  data-disabled={off ? '' : undefined}
                  // Marks the faded description as part of a disabled control (exempt from contrast rules).
                  aria-disabled={off || undefined}
                >
                  <RadixRadioGroup.Item
                    id={itemId}
                    value={option.value}
                    disabled={option.disabled}
                    className={s.radio}
                    aria-describedby={option.description ? `${itemId}-desc` : undefined}
                  >
                    <RadixRadioGroup.Indicator className={s.dot} />
                  </RadixRadioGroup.Item>
                  <span className={choiceText}>
                    <label htmlFor={itemId} className={choiceLabel}>
                      {option.label}
                    </label>
                    {option.description ? (
                      <span id={`${itemId}-desc`} className={choiceDescription}>
                        {option.description}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })}
      </RadixRadioGroup.Root>
      {invalid ? (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
