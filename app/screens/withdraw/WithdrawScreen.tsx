// Withdraw (/m/withdraw): the balance, limits, today's count left and the fee; the amount with
// 'all', the bank card and the 6-digit payment password. A member without a payment password
// sets one first, and one without a card adds one, on this page: the amount typed stays. Every
// refusal of the platform shows by the field it concerns; the form keeps what was typed (except
// the password, which is never kept). `?view=history` lists the member's withdrawals.
//
// The amount is always there, above the step the member is at (setting a payment password, adding
// a card, or choosing the card and typing the password), so what was typed first stays.
//
// The layout follows the deposit screen's template (dep_func '1' new, else base; see
// app/screens/wallet/README.md): the new one puts the balance on an accent card and groups the
// amount, then the step, on raised cards.
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  Card,
  IconAlertCircle,
  IconCheckCircle,
  PinInput,
  RadioGroup,
  Stack,
  Text,
  TextField,
  TextLink,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { displaySymbol, formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { shellMessages } from '../../shell/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import {
  walletFeature,
  type PaymentPasswordSetup,
  type WithdrawForm,
  type WithdrawInfo,
} from '../../stores/wallet';
import { FormAlert, SendForm, SummaryList } from '../wallet/parts';
import { BankCardSection } from './BankCardSection';
import { doneMessage, limitsMessage, maxMessage, minMessage, withdrawMessages as m } from './messages';
import { refusalText } from './refusal';
import { WithdrawHistory } from './WithdrawHistory';

export type WithdrawLayout = 'base' | 'new';

/** A group of the form: a raised card in the new layout, the bare group in the base one. */
function Group({ layout, children }: { layout: WithdrawLayout; children: ReactNode }) {
  if (layout === 'base') return <Stack gap="md">{children}</Stack>;
  return (
    <Card tone="raised" padding="md">
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

function BalanceCard({
  info,
  symbol,
  layout,
}: {
  info: WithdrawInfo;
  symbol: string;
  layout: WithdrawLayout;
}) {
  const intl = useIntl();
  const limits = intl.formatMessage(limitsMessage, {
    min: formatMoney(info.minAmount, symbol),
    max: formatMoney(info.maxAmount, symbol),
    count: info.dailyCountLeft,
  });
  const amount = (
    <Text size={layout === 'new' ? 'xxl' : 'lg'} weight="bold" tabular data-testid="withdrawable">
      {formatMoney(info.withdrawable, symbol)}
    </Text>
  );
  const label = (
    <Text size="sm" tone="secondary">
      {intl.formatMessage(m.withdrawable)}
    </Text>
  );
  return layout === 'new' ? (
    <Card tone="accent" padding="lg">
      <Stack gap="xs" align="center">
        {label}
        {amount}
        <Text size="sm" tone="secondary" align="center">
          {limits}
        </Text>
      </Stack>
    </Card>
  ) : (
    <Card tone="raised" padding="md">
      <Stack gap="xs">
        <Stack direction="row" justify="between" align="baseline" gap="sm">
          {label}
          {amount}
        </Stack>
        <Text size="sm" tone="secondary">
          {limits}
        </Text>
      </Stack>
    </Card>
  );
}

const PasswordStep = observer(function PasswordStep({
  setup,
  notice,
  layout,
}: {
  setup: PaymentPasswordSetup;
  /** Why the page turned to this step (the platform said no payment password is set). */
  notice: string | null;
  layout: WithdrawLayout;
}) {
  const intl = useIntl();
  const err = setup.error;
  return (
    <SendForm onSend={() => void setup.submit()}>
      <Group layout={layout}>
        <Text as="p" weight="bold">
          {intl.formatMessage(m.setPasswordTitle)}
        </Text>
        <FormAlert text={notice} />
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(m.setPasswordBody)}
        </Text>
        <PinInput
          label={intl.formatMessage(m.newPassword)}
          value={setup.password}
          onValueChange={setup.setPassword}
          error={setup.passwordProblem ? intl.formatMessage(m.passwordFormat) : undefined}
        />
        <PinInput
          label={intl.formatMessage(m.confirmPassword)}
          value={setup.confirm}
          onValueChange={setup.setConfirm}
          error={setup.confirmProblem ? intl.formatMessage(m.mismatch) : undefined}
        />
      </Group>
      <FormAlert text={err ? refusalText(intl, err) : null} />
      <Button type="submit" fullWidth loading={setup.sending}>
        {intl.formatMessage(m.savePassword)}
      </Button>
    </SendForm>
  );
});

/**
 * The amount, with 'all', the fee and the total debited: always there, whatever step the member is
 * at, so an amount typed before setting a payment password or adding a card is still there after.
 */
const AmountGroup = observer(function AmountGroup({
  form,
  info,
  symbol,
  layout,
}: {
  form: WithdrawForm;
  info: WithdrawInfo;
  symbol: string;
  layout: WithdrawLayout;
}) {
  const intl = useIntl();
  // The platform's refusal first (it clears when the amount is typed again), then the checks made
  // as the player types.
  const amountText = (() => {
    if (form.refusedField === 'amount') return refusalText(intl, form.error);
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
        return undefined;
    }
  })();
  return (
    <Group layout={layout}>
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
      <SummaryList
        rows={[
          { label: intl.formatMessage(m.fee), value: formatMoney(form.fee, symbol) },
          {
            label: intl.formatMessage(m.received),
            value: formatMoney((form.amount ?? 0) + form.fee, symbol),
            strong: true,
          },
        ]}
      />
    </Group>
  );
});

/** The last step: the card, the payment password and the button (the amount is above). */
const WithdrawStep = observer(function WithdrawStep({
  form,
  info,
  layout,
}: {
  form: WithdrawForm;
  info: WithdrawInfo;
  layout: WithdrawLayout;
}) {
  const intl = useIntl();
  const refused = form.refusedField;
  const refusal = form.error ? refusalText(intl, form.error) : undefined;
  return (
    <SendForm onSend={() => void form.submit()}>
      <Group layout={layout}>
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
        <PinInput
          label={intl.formatMessage(m.password)}
          value={form.paymentPassword}
          onValueChange={form.setPaymentPassword}
          keypad={{ deleteLabel: intl.formatMessage(m.deleteDigit) }}
          error={
            // The platform's refusal first: the password is cleared after it, which is not the player's mistake.
            refused === 'paymentPassword'
              ? refusal
              : form.passwordProblem
                ? intl.formatMessage(m.passwordFormat)
                : undefined
          }
        />
      </Group>
      <FormAlert text={refused === 'form' ? refusal : null} />
      <Button type="submit" fullWidth size="lg" loading={form.sending} disabled={info.dailyCountLeft <= 0}>
        {intl.formatMessage(m.submit)}
      </Button>
    </SendForm>
  );
});

const WithdrawPage = observer(function WithdrawPage() {
  const intl = useIntl();
  const root = useStores();
  const { wallet, ui, settings } = root;
  const form = root.use(walletFeature).withdraw;
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
  const layout = settings.depositLayout;
  const history = pathTo('withdraw', { view: 'history' });
  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-layout={layout}>
      <BalanceCard info={info} symbol={symbol} layout={layout} />
      {form.result ? (
        <Stack direction="row" gap="sm" align="start" role="status" color="success">
          <IconCheckCircle size="md" />
          <Stack gap="xxs">
            <Text weight="bold" tone="inherit">
              {intl.formatMessage(m.done)}
            </Text>
            <Text size="sm" tone="inherit">
              {intl.formatMessage(doneMessage, {
                amount: formatMoney(form.result.amount, symbol),
                balance: formatMoney(form.result.balance, symbol),
              })}
            </Text>
            <TextLink href={history}>{intl.formatMessage(m.seeHistory)}</TextLink>
          </Stack>
        </Stack>
      ) : null}
      <AmountGroup form={form} info={info} symbol={symbol} layout={layout} />
      {form.step === 'password' ? (
        <PasswordStep
          setup={form.passwordSetup}
          notice={form.error ? refusalText(intl, form.error) : null}
          layout={layout}
        />
      ) : null}
      {form.step === 'card' ? (
        <Group layout={layout}>
          <BankCardSection
            form={form.cardForm}
            onCancel={info.bankCards.length ? () => form.startAddingCard(false) : null}
          />
        </Group>
      ) : null}
      {form.step === 'withdraw' ? <WithdrawStep form={form} info={info} layout={layout} /> : null}
      <TextLink href={history} standalone>
        {intl.formatMessage(m.history)}
      </TextLink>
    </Stack>
  );
});

export default function WithdrawScreen() {
  const [params] = useSearchParams();
  const root = useStores();
  if (params.get('view') === 'history')
    return <WithdrawHistory history={root.use(walletFeature).withdrawals} />;
  return <WithdrawPage />;
}
