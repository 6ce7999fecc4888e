// The security center's sub-flows, each in a bottom sheet over the page: the payment password (set,
// or change with the old one), the mobile number and the e-mail (a code to the new one, the login
// password to change a bound one), the real name, and adding a bank card (the withdraw page's
// section on the wallet feature's list). A sheet closes only once the platform confirmed the
// change; a refusal shows at its field and keeps everything typed. Closing a sheet forgets the
// digits and passwords typed in it.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button, PinInput, Sheet, Stack, Text } from '@ds';
import { isApiError } from '../../api/errors';
import { FormError } from '../accounts/parts/common';
import { FieldInput } from '../accounts/parts/FieldInput';
import { CodeField, MobileNumberField, SmsCodeField, SmsError } from '../accounts/parts/MobileCodeFields';
import { HumanCheck } from '../accounts/parts/SmsCode';
import { useAccountText, useFieldFocus, type FieldFocus } from '../accounts/parts/useAccountForm';
import { labels } from '../accounts/messages';
import { BankCardSection } from '../withdraw/BankCardSection';
import type { SmsCodeFlow } from '../../stores/accounts/SmsCodeFlow';
import { EMAIL_MAX, type Binding, type SecurityCenter, type SubmitOutcome } from '../../stores/security';
import { securityMessages as m } from './messages';

/** The sub-flows a sheet opens for. */
export type SecurityFlow = 'paymentPassword' | 'mobile' | 'email' | 'realName';

/** What every flow's sheet is given: the store, and what closes it. */
interface SheetProps {
  store: SecurityCenter;
  onClose: () => void;
}

/** A bottom sheet titled for its flow; dismissing it (×, Escape, the dimmed page) calls `onClose`. */
function FlowSheet({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { intl } = useAccountText();
  return (
    <Sheet.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Sheet.Content side="bottom" title={title} closeLabel={intl.formatMessage(m.close)}>
        {children}
      </Sheet.Content>
    </Sheet.Root>
  );
}

/** A sheet's form: checked by its store, sent in place, named by the sheet's title. */
function SheetForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md" paddingBottom="lg">
        {children}
      </Stack>
    </form>
  );
}

/** The login password, when a bound number or e-mail is being changed. */
const ChangePassword = observer(function ChangePassword({
  binding,
  inputRef,
}: {
  binding: Binding;
  inputRef: (node: HTMLElement | null) => void;
}) {
  const { intl } = useAccountText();
  if (!binding.asksPassword) return null;
  return (
    <FieldInput
      field={binding.password}
      type="password"
      label={intl.formatMessage(m.currentLoginPassword)}
      hint={intl.formatMessage(m.changeNeedsPassword)}
      autoComplete="current-password"
      maxLength={64}
      required
      inputRef={inputRef}
    />
  );
});

export const PaymentPasswordSheet = observer(function PaymentPasswordSheet({ store, onClose }: SheetProps) {
  const { intl, failure } = useAccountText();
  const form = store.paymentPassword;
  const refused = form.refusedField;
  const refusal = (() => {
    if (!form.error) return undefined;
    if (isApiError(form.error) && form.error.code === 'PAYMENT_PASSWORD_INVALID')
      return intl.formatMessage(m.pinWrong);
    return failure(form.error);
  })();
  const title = intl.formatMessage(form.changing ? m.changePaymentPassword : m.setPaymentPassword);
  return (
    <FlowSheet title={title} onClose={onClose}>
      <SheetForm
        label={title}
        onSubmit={() => void form.submit().then((done) => (done ? onClose() : undefined))}
      >
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.pinHint)}
        </Text>
        {form.changing ? (
          <PinInput
            label={intl.formatMessage(m.oldPin)}
            value={form.old}
            onValueChange={form.setOld}
            error={
              refused === 'oldPassword'
                ? refusal
                : form.oldProblem
                  ? intl.formatMessage(m.pinFormat)
                  : undefined
            }
          />
        ) : null}
        <PinInput
          label={intl.formatMessage(m.newPin)}
          value={form.password}
          onValueChange={form.setPassword}
          error={
            refused === 'password'
              ? refusal
              : form.passwordProblem
                ? intl.formatMessage(form.passwordProblem === 'same' ? m.pinSame : m.pinFormat)
                : undefined
          }
        />
        <PinInput
          label={intl.formatMessage(m.confirmPin)}
          value={form.confirm}
          onValueChange={form.setConfirm}
          error={
            refused === 'confirmPassword'
              ? refusal
              : form.confirmProblem
                ? intl.formatMessage(m.pinMismatch)
                : undefined
          }
        />
        <FormError error={refused === 'form' ? form.error : null} />
        <Button type="submit" fullWidth loading={form.sending}>
          {intl.formatMessage(m.save)}
        </Button>
      </SheetForm>
    </FlowSheet>
  );
});

/**
 * The sheet of a form that binds something (mobile number, e-mail, real name): a hint, the form's
 * own fields, the login password when a bound one is changed, the refusal no field owns, and the
 * human check before a code when the form sends one.
 */
const BindSheet = observer(function BindSheet({
  title,
  hint,
  binding,
  codeFlow,
  fields,
  submit,
  onClose,
  children,
}: {
  title: string;
  hint?: string;
  binding: Binding;
  codeFlow?: SmsCodeFlow;
  fields: FieldFocus;
  submit: () => Promise<SubmitOutcome>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { intl } = useAccountText();
  return (
    <FlowSheet title={title} onClose={onClose}>
      <SheetForm label={title} onSubmit={() => void fields.submit(submit, onClose)}>
        {hint ? (
          <Text as="p" size="sm" tone="secondary">
            {hint}
          </Text>
        ) : null}
        {children}
        <ChangePassword binding={binding} inputRef={fields.register('password')} />
        <FormError error={binding.error} />
        <Button type="submit" fullWidth loading={binding.submitting}>
          {intl.formatMessage(m.save)}
        </Button>
      </SheetForm>
      {codeFlow ? <HumanCheck flow={codeFlow} /> : null}
    </FlowSheet>
  );
});

export const MobileSheet = observer(function MobileSheet({ store, onClose }: SheetProps) {
  const { intl } = useAccountText();
  const fields = useFieldFocus();
  const form = store.mobile;
  return (
    <BindSheet
      title={intl.formatMessage(form.binding.asksPassword ? m.changeMobile : m.bindMobile)}
      hint={intl.formatMessage(m.mobileHint)}
      binding={form.binding}
      codeFlow={form.mobile.sms}
      fields={fields}
      submit={() => form.submit()}
      onClose={onClose}
    >
      <MobileNumberField mobile={form.mobile} inputRef={fields.register('mobileNum')} />
      <SmsCodeField
        mobile={form.mobile}
        inputRef={fields.register('verificationCode')}
        onInvalidNumber={() => fields.focus('mobileNum')}
      />
      <SmsError mobile={form.mobile} />
    </BindSheet>
  );
});

export const EmailSheet = observer(function EmailSheet({ store, onClose }: SheetProps) {
  const { intl } = useAccountText();
  const fields = useFieldFocus();
  const form = store.email;
  return (
    <BindSheet
      title={intl.formatMessage(form.binding.asksPassword ? m.changeEmail : m.bindEmail)}
      hint={intl.formatMessage(m.emailHint)}
      binding={form.binding}
      codeFlow={form.sms}
      fields={fields}
      submit={() => form.submit()}
      onClose={onClose}
    >
      <FieldInput
        field={form.email}
        type="email"
        label={intl.formatMessage(labels.email)}
        autoComplete="email"
        maxLength={EMAIL_MAX}
        required
        inputRef={fields.register('email')}
      />
      <CodeField
        field={form.verificationCode}
        flow={form.sms}
        label={intl.formatMessage(m.emailCode)}
        onRequest={() => form.requestCode() || (fields.focus('email'), false)}
        inputRef={fields.register('verificationCode')}
      />
      <FormError error={form.sms.dialogOpen ? null : form.sms.error} />
    </BindSheet>
  );
});

export const RealNameSheet = observer(function RealNameSheet({ store, onClose }: SheetProps) {
  const { intl } = useAccountText();
  const fields = useFieldFocus();
  const form = store.realName;
  return (
    <BindSheet
      title={intl.formatMessage(m.realNameTitle)}
      binding={form.binding}
      fields={fields}
      submit={() => form.submit()}
      onClose={onClose}
    >
      <FieldInput
        field={form.name}
        label={intl.formatMessage(m.realNameLabel)}
        hint={intl.formatMessage(m.realNameHint)}
        autoComplete="name"
        maxLength={64}
        required
        inputRef={fields.register('realName')}
      />
    </BindSheet>
  );
});

/**
 * Adding a card: the withdraw page's section on the wallet feature's card list, open while the list
 * is adding (the list closes it once the platform added the card).
 */
export const AddCardSheet = observer(function AddCardSheet({ store }: { store: SecurityCenter }) {
  const { intl } = useAccountText();
  const { cards } = store;
  if (!cards.adding) return null;
  const close = () => cards.startAdding(false);
  return (
    <FlowSheet title={intl.formatMessage(m.addCard)} onClose={close}>
      <Stack paddingBottom="lg">
        <BankCardSection form={cards.form} onCancel={close} showTitle={false} />
      </Stack>
    </FlowSheet>
  );
});
