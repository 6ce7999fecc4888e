// Withdraw (/m/withdraw): the balance, limits, today's count left and the fee; the amount with
// 'all', the bank card and the 6-digit payment password. A member without a payment password
// sets one first, and one without a card adds one, on this page: the amount typed stays. Every
// refusal of the platform shows by the field it concerns; the form keeps what was typed (except
// the password, which is never kept).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import {
  Button,
  Card,
  IconAlertCircle,
  IconCheckCircle,
  RadioGroup,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { displaySymbol, formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import type { BankCardForm, PaymentPasswordSetup, WithdrawForm } from '../../stores/wallet';
import { doneMessage, limitsMessage, maxMessage, minMessage, withdrawMessages as m } from './messages';
import * as css from './Withdraw.css';

/** The translated message of a refusal. */
function refusalText(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'RATE_LIMITED') return intl.formatMessage(m.tooMany);
    if (error.code === 'PAYMENT_PASSWORD_INVALID') return intl.formatMessage(m.passwordWrong);
    if (error.code === 'NO_PERMISSION') return intl.formatMessage(m.dailyLimit);
    if (error.transient) return intl.formatMessage(m.failedRetry);
  }
  return intl.formatMessage(describeError(error, (id) => Boolean(intl.messages[id])));
}

function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={css.alert}>
      <IconAlertCircle size="sm" />
      {text}
    </p>
  );
}

const PasswordStep = observer(function PasswordStep({ setup }: { setup: PaymentPasswordSetup }) {
  const intl = useIntl();
  const err = setup.error;
  return (
    <form
      className={css.section}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void setup.submit();
      }}
    >
      <Text as="p" weight="bold">
        {intl.formatMessage(m.setPasswordTitle)}
      </Text>
      <Text size="sm" tone="secondary">
        {intl.formatMessage(m.setPasswordBody)}
      </Text>
      <TextField
        label={intl.formatMessage(m.newPassword)}
        type="password"
        numeric
        maxLength={6}
        autoComplete="off"
        value={setup.password}
        onValueChange={setup.setPassword}
        error={setup.passwordProblem ? intl.formatMessage(m.passwordFormat) : undefined}
      />
      <TextField
        label={intl.formatMessage(m.confirmPassword)}
        type="password"
        numeric
        maxLength={6}
        autoComplete="off"
        value={setup.confirm}
        onValueChange={setup.setConfirm}
        error={setup.confirmProblem ? intl.formatMessage(m.mismatch) : undefined}
      />
      <FormAlert text={err ? refusalText(intl, err) : null} />
      <Button type="submit" fullWidth loading={setup.sending}>
        {intl.formatMessage(m.savePassword)}
      </Button>
    </form>
  );
});

const CardStep = observer(function CardStep({
  form,
  onCancel,
}: {
  form: BankCardForm;
  onCancel: (() => void) | null;
}) {
  const intl = useIntl();
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
    <form
      className={css.section}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Text as="p" weight="bold">
        {intl.formatMessage(m.addCardTitle)}
      </Text>
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
      <TextField
        label={intl.formatMessage(m.password)}
        type="password"
        numeric
        maxLength={6}
        autoComplete="off"
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
    </form>
  );
});

const WithdrawStep = observer(function WithdrawStep({
  form,
  symbol,
}: {
  form: WithdrawForm;
  symbol: string;
}) {
  const intl = useIntl();
  const info = form.info!;
  const refused = form.refusedField;
  const refusal = form.error ? refusalText(intl, form.error) : undefined;
  const amountText = (() => {
    switch (form.shownAmountProblem) {
      case 'required':
        return intl.formatMessage(m.amountRequired);
      case 'format':
        return intl.formatMessage(m.amountFormat);
      case 'min':
        return intl.formatMessage(minMessage, { min: formatMoney(info.minAmount, symbol) });
      case 'max':
        return intl.formatMessage(maxMessage, { max: formatMoney(info.maxAmount, symbol) });
      case 'balance':
        return intl.formatMessage(m.amountBalance);
      default:
        return refused === 'amount' ? refusal : undefined;
    }
  })();
  return (
    <form
      className={css.section}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <TextField
        label={intl.formatMessage(m.amount)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={13}
        value={form.amountText}
        onValueChange={form.setAmount}
        error={amountText}
        startAdornment={<span aria-hidden>{displaySymbol(symbol)}</span>}
        endAdornment={
          <Button type="button" size="sm" variant="ghost" onClick={form.all}>
            {intl.formatMessage(m.all)}
          </Button>
        }
      />
      <dl className={css.summary}>
        <div className={css.row}>
          <dt>{intl.formatMessage(m.fee)}</dt>
          <dd>{formatMoney(form.fee, symbol)}</dd>
        </div>
        <div className={css.row}>
          <dt>{intl.formatMessage(m.received)}</dt>
          <dd className={css.strong}>{formatMoney((form.amount ?? 0) + form.fee, symbol)}</dd>
        </div>
      </dl>
      <RadioGroup
        label={intl.formatMessage(m.card)}
        options={info.bankCards.map((c) => ({
          value: String(c.id),
          label: `${c.bankName} ${c.accountNumber}`,
          description: c.accountName,
        }))}
        value={form.bankCardId === null ? undefined : String(form.bankCardId)}
        onValueChange={(v) => form.chooseCard(Number(v))}
        error={refused === 'bankCardId' ? refusal : undefined}
      />
      <Button type="button" variant="secondary" size="sm" onClick={() => form.startAddingCard(true)}>
        {intl.formatMessage(m.addCard)}
      </Button>
      <TextField
        label={intl.formatMessage(m.password)}
        type="password"
        numeric
        maxLength={6}
        autoComplete="off"
        value={form.paymentPassword}
        onValueChange={form.setPaymentPassword}
        error={
          // The platform's refusal first: the password is cleared after it, which is not the player's mistake.
          refused === 'paymentPassword'
            ? refusal
            : form.passwordProblem
              ? intl.formatMessage(m.passwordFormat)
              : undefined
        }
      />
      <FormAlert text={refused === 'form' ? (refusal ?? null) : null} />
      <Button type="submit" fullWidth size="lg" loading={form.sending} disabled={info.dailyCountLeft <= 0}>
        {intl.formatMessage(m.submit)}
      </Button>
    </form>
  );
});

export default observer(function WithdrawScreen() {
  const intl = useIntl();
  const { features, wallet, ui } = useStores();
  const form = features.wallet.withdraw;
  const load = form.infoLoad;
  const retry = () => void form.load();
  useEffect(() => {
    void form.load();
  }, [form]);
  useRetryOnReconnect(ui.online, load.state === 'error', retry);

  if (!form.info && (load.state === 'idle' || load.state === 'loading')) return <PageLoading />;
  if (!form.info) {
    return (
      <MessagePage
        icon={<IconAlertCircle size="lg" />}
        title={intl.formatMessage(m.loadFailed)}
        body={intl.formatMessage(describeError(load.error, (id) => Boolean(intl.messages[id])))}
        actions={<Button onClick={retry}>{intl.formatMessage(shellMessages.retry)}</Button>}
      />
    );
  }
  const info = form.info;
  const symbol = wallet.symbol;
  return (
    <div className={css.page}>
      <Card tone="raised" padding="md">
        <Stack gap="xs">
          <Stack direction="row" justify="between">
            <Text size="sm" tone="secondary">
              {intl.formatMessage(m.withdrawable)}
            </Text>
            <Text size="lg" weight="bold" data-testid="withdrawable">
              {formatMoney(info.withdrawable, symbol)}
            </Text>
          </Stack>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(limitsMessage, {
              min: formatMoney(info.minAmount, symbol),
              max: formatMoney(info.maxAmount, symbol),
              count: info.dailyCountLeft,
            })}
          </Text>
        </Stack>
      </Card>
      {form.result ? (
        <div role="status" className={css.done}>
          <IconCheckCircle size="md" />
          <Stack gap="xxs">
            <Text weight="bold">{intl.formatMessage(m.done)}</Text>
            <Text size="sm">
              {intl.formatMessage(doneMessage, {
                amount: formatMoney(form.result.amount, symbol),
                balance: formatMoney(form.result.balance, symbol),
              })}
            </Text>
          </Stack>
        </div>
      ) : null}
      {form.step === 'password' ? <PasswordStep setup={form.passwordSetup} /> : null}
      {form.step === 'card' ? (
        <CardStep
          form={form.cardForm}
          onCancel={info.bankCards.length ? () => form.startAddingCard(false) : null}
        />
      ) : null}
      {form.step === 'withdraw' ? <WithdrawStep form={form} symbol={symbol} /> : null}
      <TextLink href={pathTo('transactionRecord')} standalone>
        {intl.formatMessage(m.history)}
      </TextLink>
    </div>
  );
});
