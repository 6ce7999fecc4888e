import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { visuallyHidden } from '../../styles/focus.css';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { IconAlertCircle, IconClose, IconEye, IconEyeOff } from '../Icon';
import * as s from './TextField.css';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'className' | 'children'
>;

export type TextFieldType = 'text' | 'password' | 'email' | 'tel' | 'search' | 'url' | 'date';

export type TextFieldProps = NativeProps & {
  /** The visible label (always present; `hideLabel` keeps it for assistive technology only). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The error message: marks the field invalid (aria-invalid) and is linked with aria-describedby. */
  error?: ReactNode;
  type?: TextFieldType;
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
  /** Called with the new text on typing and on clearing. */
  onValueChange?: (value: string) => void;
  /** Digits only on-screen keyboard (inputMode numeric, pattern [0-9]*). */
  numeric?: boolean;
  /** Shows a clear button, named by this label, while the field has text. */
  clearLabel?: string;
  /** With `type="password"`: the toggle's labels; the toggle shows when both are given. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  /** Shows 'used/maxLength' under the field. */
  showCount?: boolean;
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  /** Content before the text (e.g. a dialling code) and after it (e.g. an SmsCodeButton). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** 'used/max' is digits and a slash in every language, so it is not a translated message. */
const formatCount = (used: number, max: number) => [used, max].join('/');

/**
 * A labelled text field: hint, error, clear button, max length with count, numeric keyboard,
 * password visibility toggle and autocomplete passthrough. Nothing typed is ever dropped: the value
 * stays as entered when an error is shown.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  type = 'text',
  value: valueProp,
  defaultValue,
  onChange,
  onValueChange,
  numeric,
  clearLabel,
  showPasswordLabel,
  hidePasswordLabel,
  showCount,
  multiline,
  rows = 3,
  startAdornment,
  endAdornment,
  className,
  ref,
  id: idProp,
  disabled,
  readOnly,
  maxLength,
  // A search field's Enter key reads 'search' on phone keyboards.
  enterKeyHint = type === 'search' ? 'search' : undefined,
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? `tf${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<(HTMLInputElement & HTMLTextAreaElement) | null>(null);
  const [value, setValue] = useControllableState(valueProp, defaultValue ?? '', onValueChange);
  const [revealed, setRevealed] = useState(false);

  const invalid = error != null && error !== false && error !== '';
  const describedBy = [describedByProp, invalid ? errorId : null, hint ? hintId : null]
    .filter(Boolean)
    .join(' ');
  const canToggle = type === 'password' && !!showPasswordLabel && !!hidePasswordLabel;
  const inputType = type === 'password' && revealed ? 'text' : type;
  const showClear = !!clearLabel && value.length > 0 && !disabled && !readOnly;

  const setRefs = (node: (HTMLInputElement & HTMLTextAreaElement) | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const common = {
    ...rest,
    id,
    ref: setRefs,
    className: s.input,
    value,
    disabled,
    readOnly,
    maxLength,
    enterKeyHint,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (e: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
      onChange?.(e);
      setValue(e.target.value);
    },
  };

  return (
    <div className={cx(s.root, className)}>
      <label htmlFor={id} className={cx(s.label, hideLabel && visuallyHidden)}>
        {label}
      </label>
      <div className={s.field({ invalid, disabled: !!disabled, multiline: !!multiline })}>
        {startAdornment ? <span className={s.adornment}>{startAdornment}</span> : null}
        {multiline ? (
          <textarea {...common} rows={rows} />
        ) : (
          <input
            {...common}
            type={inputType}
            {...(numeric ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
          />
        )}
        {showClear ? (
          <button
            type="button"
            className={s.fieldButton}
            aria-label={clearLabel}
            onClick={() => {
              setValue('');
              inputRef.current?.focus();
            }}
          >
            <IconClose size="sm" />
          </button>
        ) : null}
        {canToggle ? (
          <button
            type="button"
            className={s.fieldButton}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <IconEyeOff size="sm" /> : <IconEye size="sm" />}
          </button>
        ) : null}
        {endAdornment ? <span className={s.adornment}>{endAdornment}</span> : null}
      </div>
      {invalid || hint || (showCount && maxLength) ? (
        <div className={s.footer}>
          <span>
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
          </span>
          {showCount && maxLength ? (
            <span className={s.count} aria-hidden="true">
              {formatCount(value.length, maxLength)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
