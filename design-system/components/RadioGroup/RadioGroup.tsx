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
import { useControllableState } from '../../utils/useControllableState';
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
 * A labelled group of radio options (arrow keys move and select), shown as a list with descriptions
 * (Radix RadioGroup) or as wrapping chips (native radio inputs, below).
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
  const described = invalid ? `${id}-error` : undefined;
  return (
    <div className={cx(s.group, className)}>
      <span id={`${id}-label`} className={s.legend}>
        {label}
      </span>
      {variant === 'chips' ? (
        <NativeChips
          name={name ?? id}
          labelledBy={`${id}-label`}
          describedBy={described}
          invalid={invalid}
          options={options}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
        />
      ) : (
        <RadixRadioGroup.Root
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange as ((v: string) => void) | undefined}
          disabled={disabled}
          required={required}
          name={name}
          loop
          className={s.group}
        >
          {options.map((option, i) => {
            const itemId = `${id}-${i}`;
            const off = disabled || option.disabled;
            return (
              <div
                key={option.value}
                className={cx(choiceRow, off && choiceDisabled)}
                data-disabled={off ? '' : undefined}
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
      )}
      {invalid ? (
        <span id={`${id}-error`} className={s.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The chips: native radio inputs, one name for the group, each inside its pill. The browser gives them
 * what Radix gives the list (arrow keys move and select, one tab stop, the group's name and state to
 * assistive technology) with no script of its own: a sheet of thirty vendor chips mounts in one render.
 * Radix's radio items keep their button in state, set as they mount, so they render a second time
 * inside the commit that mounts them, which made opening the game list's filter sheet a long task.
 */
function NativeChips<V extends string>({
  name,
  labelledBy,
  describedBy,
  invalid,
  options,
  value,
  defaultValue,
  onValueChange,
  disabled,
  required,
}: Pick<
  RadioGroupProps<V>,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'disabled' | 'required'
> & {
  name: string;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
}) {
  // Only an option's value is ever set; `undefined` is the uncontrolled group with nothing chosen.
  const [current, setCurrent] = useControllableState<V | undefined>(value, defaultValue, (next) => {
    if (next !== undefined) onValueChange?.(next);
  });
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className={s.chips}
    >
      {options.map((option) => {
        const checked = option.value === current;
        const off = disabled || option.disabled;
        return (
          <label
            key={option.value}
            className={s.chip}
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={off ? '' : undefined}
          >
            <input
              type="radio"
              className={s.chipInput}
              name={name}
              value={option.value}
              checked={checked}
              disabled={off}
              required={required}
              onChange={() => setCurrent(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
