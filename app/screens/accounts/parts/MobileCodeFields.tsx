// The mobile number with its dialing code, and the SMS code with its send button, bound to a
// MobileCode store: login's SMS tab, password reset, and registration (which places the fields
// one by one among its own, so each is exported too).
import { observer } from 'mobx-react-lite';
import type { MobileCode } from '../../../stores/accounts/MobileCode';
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

/** The SMS code; its button checks the number first (`onInvalidNumber` then moves the focus there). */
export const SmsCodeField = observer(function SmsCodeField({
  mobile,
  inputRef,
  onInvalidNumber,
}: FieldProps & { onInvalidNumber: () => void }) {
  const { intl } = useAccountText();
  return (
    <FieldInput
      field={mobile.verificationCode}
      label={intl.formatMessage(labels.smsCode)}
      autoComplete="one-time-code"
      numeric
      required
      maxLength={SMS_CODE_MAX}
      filter={(v) => digitsOnly(v, SMS_CODE_MAX)}
      inputRef={inputRef}
      endAdornment={
        <SmsButton
          flow={mobile.sms}
          onRequest={() => mobile.requestSmsCode() || (onInvalidNumber(), false)}
        />
      }
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
