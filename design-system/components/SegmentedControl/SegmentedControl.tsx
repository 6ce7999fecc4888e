import type { ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as s from './SegmentedControl.css';

export interface SegmentedOption<V extends string = string> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export type SegmentedControlProps<V extends string = string> = s.SegmentedItemVariants & {
  /** What is being chosen, for assistive technology (e.g. 'Login method'). */
  label: string;
  options: readonly SegmentedOption<V>[];
  value?: V;
  defaultValue?: V;
  onValueChange?: (value: V) => void;
  fullWidth?: boolean;
  disabled?: boolean;
  name?: string;
  className?: string;
};

/**
 * One choice out of a few, shown as joined segments (e.g. username / mobile number). Radio
 * semantics from Radix RadioGroup: Tab enters the group, arrow keys move and select.
 */
export function SegmentedControl<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  fullWidth,
  size,
  disabled,
  name,
  className,
}: SegmentedControlProps<V>) {
  return (
    <RadioGroup.Root
      aria-label={label}
      orientation="horizontal"
      loop
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange as ((v: string) => void) | undefined}
      disabled={disabled}
      name={name}
      className={cx(s.root({ fullWidth: !!fullWidth }), className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          className={cx(s.item({ size }), s.hitArea)}
        >
          {option.icon}
          {option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
