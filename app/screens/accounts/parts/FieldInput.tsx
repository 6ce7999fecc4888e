// A TextField bound to a flow store's FormField: value, translated error, focus registration.
// Password fields get the visibility toggle; every field passes its autocomplete token through so
// the browser's password manager can fill and save (username, current-password, new-password,
// one-time-code).
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { TextField, type TextFieldType } from '@ds';
import type { FormField } from '../../../stores/accounts/FormField';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';

export interface FieldInputProps {
  field: FormField;
  label: string;
  type?: TextFieldType;
  autoComplete?: string;
  numeric?: boolean;
  maxLength?: number;
  hint?: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** Keeps only what the field accepts as it is typed (e.g. digits). */
  filter?: (value: string) => string;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: (node: HTMLElement | null) => void;
  onBlur?: () => void;
  name?: string;
}

export const FieldInput = observer(function FieldInput({
  field,
  label,
  type = 'text',
  autoComplete,
  numeric,
  maxLength,
  hint,
  required,
  readOnly,
  filter,
  startAdornment,
  endAdornment,
  inputRef,
  onBlur,
  name,
}: FieldInputProps) {
  const { intl, message } = useAccountText();
  const password = type === 'password';
  return (
    <TextField
      label={label}
      name={name ?? field.name}
      type={type}
      value={field.value}
      onValueChange={(v) => field.set(filter ? filter(v) : v)}
      error={message(field.error)}
      hint={hint}
      autoComplete={autoComplete}
      numeric={numeric}
      maxLength={maxLength}
      required={required}
      aria-required={required || undefined}
      readOnly={readOnly}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      startAdornment={startAdornment}
      endAdornment={endAdornment}
      showPasswordLabel={password ? intl.formatMessage(labels.showPassword) : undefined}
      hidePasswordLabel={password ? intl.formatMessage(labels.hidePassword) : undefined}
      ref={inputRef}
      onBlur={onBlur}
    />
  );
});
