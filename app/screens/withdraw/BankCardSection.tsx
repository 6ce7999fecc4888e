// Adding a bank card: a bank of the merchant's currency, the holder's name, the account number
// (format checked as the platform checks it) and the 6-digit payment password. Any screen may show
// it (the withdraw page, the security center): by default it fills the wallet feature's card form,
// whose success reloads the withdraw data and selects the new card.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, PinInput, RadioGroup, Text, TextField } from '@ds';
import { useStores } from '../../stores/context';
import { walletFeature, type BankCardForm } from '../../stores/wallet';
import { withdrawMessages as m } from './messages';
import { FormAlert, SendForm } from '../wallet/parts';
import { refusalText } from './refusal';

export type BankCardSectionProps = {
  /** The form to fill; the wallet feature's own by default. */
  form?: BankCardForm;
  /** Shows a cancel button (e.g. when the member already has a card). */
  onCancel?: (() => void) | null;
  /** Shows the section's own title; off where its container is titled already (a sheet). */
  showTitle?: boolean;
};

export const BankCardSection = observer(function BankCardSection({
  form: formProp,
  onCancel,
  showTitle = true,
}: BankCardSectionProps) {
  const intl = useIntl();
  const root = useStores();
  const form = formProp ?? root.use(walletFeature).withdraw.cardForm;
  useEffect(() => {
    if (form.banksLoad.state === 'idle') void form.loadBanks();
  }, [form]);
  const p = form.problems;
  const refused = form.refusedField;
  const refusal = form.error ? refusalText(intl, form.error) : undefined;
  const fieldText = (field: 'accountName' | 'accountNumber' | 'paymentPassword') => {
    if (refused === field) return refusal;
    const problem = p[field];
    if (problem === 'required') return intl.formatMessage(m.required);
    if (problem === 'format')
      return intl.formatMessage(
        field === 'accountName'
          ? m.holderFormat
          : field === 'accountNumber'
            ? m.numberFormat
            : m.passwordFormat,
      );
    return undefined;
  };
  return (
    <SendForm onSend={() => void form.submit()}>
      {showTitle ? (
        <Text as="p" weight="bold">
          {intl.formatMessage(m.addCardTitle)}
        </Text>
      ) : null}
      {form.banks.length ? (
        <RadioGroup
          label={intl.formatMessage(m.bank)}
          options={form.banks.map((b) => ({ value: b.code, label: b.name }))}
          value={form.bankCode}
          onValueChange={(v) => form.set('bankCode', v)}
        />
      ) : null}
      <TextField
        label={intl.formatMessage(m.holder)}
        autoComplete="name"
        maxLength={64}
        value={form.accountName}
        onValueChange={(v) => form.set('accountName', v)}
        error={fieldText('accountName')}
      />
      <TextField
        label={intl.formatMessage(m.number)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        value={form.accountNumber}
        onValueChange={(v) => form.set('accountNumber', v)}
        error={fieldText('accountNumber')}
      />
      <PinInput
        label={intl.formatMessage(m.password)}
        value={form.paymentPassword}
        onValueChange={form.setPaymentPassword}
        error={fieldText('paymentPassword')}
      />
      <FormAlert text={refused === 'form' ? (refusal ?? null) : null} />
      <Button type="submit" fullWidth loading={form.sending}>
        {intl.formatMessage(m.saveCard)}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      ) : null}
    </SendForm>
  );
});
