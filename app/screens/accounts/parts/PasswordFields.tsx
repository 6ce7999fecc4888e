// The password fields of the accounts forms: the current password (login, change password), and a
// new password with its confirmation bound to a NewPasswordPair (password reset, change password,
// and registration, which names them 'password' and 'confirm password'). The autocomplete tokens
// let the browser's password manager fill the one and offer to save the other.
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from 'react-intl';
import type { FormField } from '../../../stores/accounts/FormField';
import type { NewPasswordPair } from '../../../stores/accounts/NewPasswordPair';
import { labels } from '../messages';
import { FieldInput } from './FieldInput';
import { useAccountText, type FieldFocus } from './useAccountForm';

/** New passwords longer than the platform accepts cannot be typed. */
const PASSWORD_MAX = 20;
/** A current password is checked by the platform, so any length it may have can be typed (up to 64). */
const CURRENT_PASSWORD_MAX = 64;

/** A required password with the visibility toggle; a current one unless `autoComplete` says new. */
export function PasswordField({
  field,
  label,
  inputRef,
  autoComplete = 'current-password',
  maxLength = CURRENT_PASSWORD_MAX,
}: {
  field: FormField;
  label: MessageDescriptor;
  inputRef: (node: HTMLElement | null) => void;
  autoComplete?: 'current-password' | 'new-password';
  maxLength?: number;
}) {
  const { intl } = useAccountText();
  return (
    <FieldInput
      field={field}
      type="password"
      label={intl.formatMessage(label)}
      autoComplete={autoComplete}
      required
      maxLength={maxLength}
      inputRef={inputRef}
    />
  );
}

export const NewPasswordFields = observer(function NewPasswordFields({
  pair,
  fields,
  text = { password: labels.newPassword, confirmation: labels.confirmNewPassword },
  maxLength = PASSWORD_MAX,
}: {
  pair: NewPasswordPair;
  fields: Pick<FieldFocus, 'register'>;
  text?: { password: MessageDescriptor; confirmation: MessageDescriptor };
  maxLength?: number;
}) {
  const rows = [
    { field: pair.password, label: text.password },
    { field: pair.confirmation, label: text.confirmation },
  ];
  return (
    <>
      {rows.map(({ field, label }) => (
        <PasswordField
          key={field.name}
          field={field}
          label={label}
          autoComplete="new-password"
          maxLength={maxLength}
          inputRef={fields.register(field.name)}
        />
      ))}
    </>
  );
});
