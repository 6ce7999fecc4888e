// The mobile number with its dialing code, and the SMS code with its send button, bound to a
// MobileCode store: login's SMS tab, password reset, registration (which places the fields one by
// one among its own, so each is exported too) and the security center (also its e-mail code).
import { observer } from 'mobx-react-lite';
import type { FormField } from '../../../stores/accounts/FormField';
import type { MobileCode } from '../../../stores/accounts/MobileCode';
import type { SmsCodeFlow } from '../../../stores/accounts/SmsCodeFlow';
import { MOBILE_MAX, SMS_CODE_MAX, digitsOnly } from '../../../stores/accounts/rules';
import { labels } from '../messages';
import { DialingCodeSelect, FormError } from './common';
import { FieldInput } from './FieldInput';
import { SmsButton } from './SmsCode';
import { useAccountText, type FieldFocus } from './useAccountForm';

interface FieldProps {
  mobile: MobileCode;
  inputRef: (node: HTMLElement | null) => void;
}

/** The number, the dialing code picker at its start; optional (marked so) where the form allows it. */
export const MobileNumberField = observer(function MobileNumberField({
  mobile,
  inputRef,
  required = true,
}: FieldProps & { required?: boolean }) {
  const { label } = useAccountText();
  return (
    <FieldInput
      field={mobile.mobileNum}
      type="tel"
      label={label(labels.mobileNum, required)}
      autoComplete="tel-national"
      numeric
      required={required}
      maxLength={MOBILE_MAX}
      filter={(v) => digitsOnly(v, MOBILE_MAX)}
      inputRef={inputRef}
      startAdornment={
        <DialingCodeSelect
          value={mobile.countryDialingCode}
          codes={mobile.dialingCodes}
          onChange={(c) => mobile.setDialingCode(c)}
        />
      }
    />
  );
});

/**
 * A code sent to the player (by SMS, or by e-mail in the security center) with its send button:
 * `onRequest` checks what the code goes to and opens the human check (false when it is not valid).
 */
export const CodeField = observer(function CodeField({
  field,
  flow,
  label,
  onRequest,
  inputRef,
}: {
  field: FormField;
  flow: SmsCodeFlow;
  label: string;
  onRequest: () => boolean;
  inputRef: (node: HTMLElement | null) => void;
}) {
  return (
    <FieldInput
      field={field}
      label={label}
      autoComplete="one-time-code"
      numeric
      required
      maxLength={SMS_CODE_MAX}
      filter={(v) => digitsOnly(v, SMS_CODE_MAX)}
      inputRef={inputRef}
      endAdornment={<SmsButton flow={flow} onRequest={onRequest} />}
    />
  );
});

/** The SMS code; its button checks the number first (`onInvalidNumber` then moves the focus there). */
export const SmsCodeField = observer(function SmsCodeField({
  mobile,
  inputRef,
  onInvalidNumber,
}: FieldProps & { onInvalidNumber: () => void }) {
  const { intl } = useAccountText();
  return (
    <CodeField
      field={mobile.verificationCode}
      flow={mobile.sms}
      label={intl.formatMessage(labels.smsCode)}
      onRequest={() => mobile.requestSmsCode() || (onInvalidNumber(), false)}
      inputRef={inputRef}
    />
  );
});

/** A failed SMS request, in the form once the verification dialog has closed. */
export const SmsError = observer(function SmsError({ mobile }: { mobile: MobileCode }) {
  return <FormError error={mobile.sms.dialogOpen ? null : mobile.sms.error} />;
});

/** Number, code and the request's failure, in that order. */
export function MobileCodeFields({ mobile, fields }: { mobile: MobileCode; fields: FieldFocus }) {
  return (
    <>
      <MobileNumberField mobile={mobile} inputRef={fields.register('mobileNum')} />
      <SmsCodeField
        mobile={mobile}
        inputRef={fields.register('verificationCode')}
        onInvalidNumber={() => fields.focus('mobileNum')}
      />
      <SmsError mobile={mobile} />
    </>
  );
}
