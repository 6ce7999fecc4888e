import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import { IconChevronDown } from '../Icon';
import * as s from './Select.css';

export interface SelectOption {
  value: string;
  /** What the option shows; the value itself when absent. */
  label?: string;
  disabled?: boolean;
}

export type SelectProps = s.SelectVariants &
  Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'defaultValue' | 'onChange' | 'className' | 'children'
  > & {
    /** Names the control: shown above a `field`, heard only for an `inline` select or with `hideLabel`. */
    label: ReactNode;
    hideLabel?: boolean;
    options: readonly SelectOption[];
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    className?: string;
  };

/**
 * A choice from a short list in the phone's own picker (a native select: the wheel on iOS, the
 * sheet on Android). `field` stands in a form like a TextField; `inline` sits inside another
 * control, e.g. a dialling code in a phone number field's start adornment.
 */
export function Select({
  label,
  hideLabel,
  options,
  variant,
  onValueChange,
  className,
  id: idProp,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? `sel${autoId}`;
  const labelHidden = hideLabel || variant === 'inline';
  return (
    <span className={cx(variant === 'inline' ? undefined : s.root, className)}>
      <label htmlFor={id} className={labelHidden ? visuallyHidden : s.label}>
        {label}
      </label>
      <span className={s.box({ variant })}>
        <select
          {...rest}
          id={id}
          className={s.select({ variant })}
          onChange={(e) => onValueChange?.(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label ?? o.value}
            </option>
          ))}
        </select>
        <IconChevronDown size="sm" className={s.chevron({ variant })} aria-hidden="true" />
      </span>
    </span>
  );
}
