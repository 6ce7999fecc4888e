import { useId, type ReactNode } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import {
  choiceDescription,
  choiceDisabled,
  choiceLabel,
  choiceRow,
  choiceText,
} from '../../styles/choice.css';
import { cx } from '../../utils/cx';
import * as s from './Switch.css';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (e.g. 'Hide balance'), label first, on Radix Switch. */
export function Switch({ label, description, id: idProp, className, disabled, ...root }: SwitchProps) {
  const autoId = useId();
  const id = idProp ?? `sw${autoId}`;
  return (
    <div
      className={cx(choiceRow, disabled && choiceDisabled, className)}
      data-disabled={disabled ? '' : undefined}
    >
      <span className={choiceText}>
        <label htmlFor={id} className={choiceLabel}>
          {label}
        </label>
        {description ? (
          <span id={`${id}-desc`} className={choiceDescription}>
            {description}
          </span>
        ) : null}
      </span>
      <RadixSwitch.Root
        {...root}
        id={id}
        disabled={disabled}
        className={s.track}
        aria-describedby={description ? `${id}-desc` : undefined}
      >
        <RadixSwitch.Thumb className={s.thumbClass} />
      </RadixSwitch.Root>
    </div>
  );
}
