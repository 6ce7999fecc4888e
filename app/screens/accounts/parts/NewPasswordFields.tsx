// A new password and its confirmation, bound to a NewPasswordPair: password reset, change
// password and registration (which names them 'password' and 'confirm password').
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from 'react-intl';
import type { NewPasswordPair } from '../../../stores/accounts/NewPasswordPair';
import { labels } from '../messages';
import { FieldInput } from './FieldInput';
import { useAccountText, type FieldFocus } from './useAccountForm';

/** Passwords longer than the platform accepts cannot be typed. */
const PASSWORD_MAX = 20;

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
  const { intl } = useAccountText();
  const rows = [
    { field: pair.password, label: text.password },
    { field: pair.confirmation, label: text.confirmation },
  ];
  return (
    <>
      {rows.map(({ field, label }) => (
        <FieldInput
          key={field.name}
          field={field}
          type="password"
          label={intl.formatMessage(label)}
          autoComplete="new-password"
          required
          maxLength={maxLength}
          inputRef={fields.register(field.name)}
        />
      ))}
    </>
  );
});
