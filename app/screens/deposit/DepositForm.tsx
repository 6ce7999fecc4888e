// The deposit form in either layout: the channel (base: a list with limits and fee; new: the same
// choice above a raised card holding the amount, its presets and the summary), the amount checked
// against the channel's limits as it is typed, the fee and the amount credited, and the button that
// creates the order once.
import { observer } from 'mobx-react-lite';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Card, RadioGroup, Stack, Text, TextField, TextLink } from '@ds';
import { describeError } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { displaySymbol, formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import type { AmountProblem, DepositForm as Form } from '../../stores/wallet';
import {
  amountMaxMessage,
  amountMinMessage,
  depositFormMessages as m,
  depositMessages,
  feeMessage,
  limitsMessage,
} from './messages';
import { FormAlert, SendForm, SummaryList } from '../wallet/parts';
import * as css from './Deposit.css';

export type DepositLayout = 'base' | 'new';

function amountProblemText(intl: IntlShape, problem: AmountProblem | null, form: Form, symbol: string) {
  const ch = form.channel;
  switch (problem) {
    case 'required':
      return intl.formatMessage(m.amountRequired);
    case 'format':
      return intl.formatMessage(m.amountFormat);
    case 'min':
      return intl.formatMessage(amountMinMessage, { min: formatMoney(ch?.minAmount ?? 0, symbol) });
    case 'max':
      return intl.formatMessage(amountMaxMessage, { max: formatMoney(ch?.maxAmount ?? 0, symbol) });
    default:
      return undefined;
  }
}

export const DepositFormView = observer(function DepositFormView({
  form,
  symbol,
  layout,
}: {
  form: Form;
  symbol: string;
  layout: DepositLayout;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ch = form.channel;
  const has = (id: string) => Boolean(intl.messages[id]);
  // A failure the platform answered about the amount shows at the field; any other under the button.
  const err = form.error;
  const amountRefused = err instanceof ApiError && err.code === 'AMOUNT_OUT_OF_RANGE';
  const amountError =
    amountProblemText(intl, form.shownAmountProblem, form, symbol) ??
    (amountRefused ? intl.formatMessage(describeError(err, has)) : undefined);
  const otherError =
    err && !amountRefused
      ? err instanceof ApiError && err.transient
        ? intl.formatMessage(m.createFailed)
        : intl.formatMessage(describeError(err, has))
      : null;

  const submit = async () => {
    const order = await form.submit();
    if (order) navigate(pathTo('voucherCenter', { order: order.orderId }));
  };

  const options = form.channels.map((c) => ({
    value: String(c.id),
    label: c.name,
    description: [
      intl.formatMessage(limitsMessage, {
        min: formatMoney(c.minAmount, symbol),
        max: formatMoney(c.maxAmount, symbol),
      }),
      c.feeRate > 0
        ? intl.formatMessage(feeMessage, { rate: String(c.feeRate) })
        : intl.formatMessage(depositMessages.noFee),
    ].join(' · '),
  }));

  const amountBlock = ch ? (
    <Stack gap="sm">
      <TextField
        label={intl.formatMessage(m.amount)}
        value={form.amountText}
        onValueChange={form.setAmount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={13}
        error={amountError}
        hint={intl.formatMessage(limitsMessage, {
          min: formatMoney(ch.minAmount, symbol),
          max: formatMoney(ch.maxAmount, symbol),
        })}
        clearLabel={intl.formatMessage(m.clearAmount)}
        startAdornment={<span aria-hidden>{displaySymbol(symbol)}</span>}
      />
      {ch.presetAmounts.length ? (
        <div
          className={layout === 'new' ? css.presetGrid : css.presets}
          role="group"
          aria-label={intl.formatMessage(depositMessages.presets)}
        >
          {ch.presetAmounts.map((a) => (
            <Button
              key={a}
              type="button"
              size="sm"
              variant={form.amount === a ? 'primary' : 'secondary'}
              aria-pressed={form.amount === a}
              onClick={() => form.pickPreset(a)}
            >
              {formatMoney(a, symbol)}
            </Button>
          ))}
        </div>
      ) : null}
      <SummaryList
        rows={[
          { label: intl.formatMessage(m.fee), value: formatMoney(form.fee, symbol) },
          { label: intl.formatMessage(m.credited), value: formatMoney(form.credited, symbol), strong: true },
        ]}
      />
      {ch.instructions ? (
        <Text size="sm" tone="secondary">
          {ch.instructions}
        </Text>
      ) : null}
    </Stack>
  ) : null;

  return (
    <SendForm paddingX="gutter" paddingY="md" data-layout={layout} onSend={() => void submit()}>
      <RadioGroup
        label={intl.formatMessage(depositMessages.channels)}
        options={options}
        value={ch ? String(ch.id) : undefined}
        onValueChange={(v) => form.selectChannel(Number(v))}
      />
      {layout === 'new' ? (
        <Card tone="raised" padding="md">
          {amountBlock}
        </Card>
      ) : (
        amountBlock
      )}
      <FormAlert text={otherError} />
      <Button type="submit" fullWidth size="lg" loading={form.sending} disabled={!ch}>
        {intl.formatMessage(m.submit)}
      </Button>
      <TextLink href={pathTo('voucherCenter', { view: 'history' })} standalone>
        {intl.formatMessage(m.history)}
      </TextLink>
    </SendForm>
  );
});
