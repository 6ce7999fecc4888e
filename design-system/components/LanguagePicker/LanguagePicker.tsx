import { RadioGroup } from 'radix-ui';
import { IconCheck } from '../Icon';
import { cx } from '../../utils/cx';
import { check, group, name, option, type LanguagePickerVariants } from './LanguagePicker.css';

export interface LanguageOption {
  /** The app's locale code, e.g. `pt`, `en`, `zh-CN`. */
  code: string;
  /** The language's name in that language (never translated), e.g. "Português", "English", "中文". */
  nativeName: string;
  disabled?: boolean;
}

export type LanguagePickerProps = LanguagePickerVariants & {
  languages: readonly LanguageOption[];
  /** The current locale code (marked with a check and `aria-checked`). */
  value: string;
  onChange: (code: string) => void;
  /** Names the group for assistive technology, e.g. "Language". */
  label: string;
  className?: string;
};

/**
 * A list of languages with radio semantics (Radix RadioGroup: one tab stop, arrow keys move and choose).
 * Each name carries its own `lang`, so screen readers pronounce it correctly.
 */
export function LanguagePicker({
  languages,
  value,
  onChange,
  label,
  density,
  className,
}: LanguagePickerProps) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={onChange}
      aria-label={label}
      orientation="vertical"
      loop
      className={cx(group, className)}
    >
      {languages.map((language) => (
        <RadioGroup.Item
          key={language.code}
          value={language.code}
          disabled={language.disabled}
          className={option({ density })}
        >
          <span lang={language.code} className={name}>
            {language.nativeName}
          </span>
          <RadioGroup.Indicator asChild>
            <IconCheck size="sm" className={check} />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
