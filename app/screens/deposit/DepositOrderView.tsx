// The order screen: what to pay to (with copy buttons and a QR code of the value), the amount, the
// payment page, a countdown to the expiry, the status refreshed until final, and the end state.
import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  IconAlertCircle,
  IconCheckCircle,
  IconClock,
  IconCopy,
  IconWallet,
  Heading,
  Skeleton,
  Stack,
  Text,
  TextLink,
} from '@ds';
import { formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { linkUrl } from '../../security/urls';
import { MessagePage } from '../../shell/MessagePage';
import { PageLoading } from '../../shell/PageLoading';
import { useStores } from '../../stores/context';
import type { DepositOrderTracker, OrderPhase } from '../../stores/wallet';
import {
  copyLabelMessage,
  depositFormMessages,
  newBalanceMessage,
  orderMessages as m,
  timeLeftMessage,
} from './messages';
import * as css from './Deposit.css';

const PayQr = lazy(() => import('./PayQr'));

const pad = (n: number) => String(n).padStart(2, '0');
/** 754000 -> '12:34' (minutes may pass 59: the order lives 30 minutes). */
export function formatCountdown(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

const endTitles = {
  success: m.success,
  failed: m.failed,
  cancelled: m.cancelled,
  expired: m.expired,
} as const;

function CopyRow({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const { ui } = useStores();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      ui.showToast(m.copied, { kind: 'success' });
    } catch {
      ui.showToast(m.copyFailed, { kind: 'error' });
    }
  };
  return (
    <div className={css.payRow}>
      <Stack gap="xxs">
        <Text size="sm" tone="secondary">
          {label}
        </Text>
        <p className={css.payValue}>{value}</p>
      </Stack>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        startIcon={<IconCopy size="sm" />}
        aria-label={intl.formatMessage(copyLabelMessage, { what: label })}
        onClick={() => void copy()}
      >
        {intl.formatMessage(m.copy)}
      </Button>
    </div>
  );
}

function EndState({ phase, onNew }: { phase: Exclude<OrderPhase, 'waiting'>; onNew: () => void }) {
  const intl = useIntl();
  const { wallet } = useStores();
  const balance = wallet.wallet?.sumBalance;
  return (
    <MessagePage
      icon={phase === 'success' ? <IconCheckCircle size="lg" /> : <IconAlertCircle size="lg" />}
      title={intl.formatMessage(endTitles[phase])}
      body={
        phase === 'success' && balance !== undefined
          ? intl.formatMessage(newBalanceMessage, { balance: formatMoney(balance, wallet.symbol) })
          : undefined
      }
      actions={<Button onClick={onNew}>{intl.formatMessage(m.newDeposit)}</Button>}
    />
  );
}

export const DepositOrderView = observer(function DepositOrderView({
  tracker,
  orderId,
  symbol,
  onNew,
}: {
  tracker: DepositOrderTracker;
  orderId: string;
  symbol: string;
  onNew: () => void;
}) {
  const intl = useIntl();
  useEffect(() => {
    void tracker.resume(orderId);
    return () => tracker.stop();
  }, [tracker, orderId]);

  const order = tracker.order?.orderId === orderId ? tracker.order : null;
  if (!order) {
    if (tracker.load.state === 'error' || tracker.load.state === 'ready') {
      return (
        <MessagePage
          icon={<IconWallet size="lg" />}
          title={intl.formatMessage(m.notFound)}
          actions={<Button onClick={onNew}>{intl.formatMessage(m.newDeposit)}</Button>}
        />
      );
    }
    return <PageLoading />;
  }
  const phase = tracker.phase;
  if (phase !== 'waiting') return <EndState phase={phase} onNew={onNew} />;

  const { payTo } = order;
  // The payment page comes from the platform: followed only when it passes the URL check.
  const payUrl = linkUrl(order.payUrl);
  return (
    <section className={css.page} aria-label={intl.formatMessage(m.title)}>
      <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
      <Card tone="raised" padding="md">
        <Stack gap="sm">
          <Stack direction="row" justify="between" align="center">
            <Text size="sm" tone="secondary">
              {intl.formatMessage(m.amount)}
            </Text>
            <Text size="xl" weight="bold">
              {formatMoney(order.amount, symbol)}
            </Text>
          </Stack>
          <Stack direction="row" gap="xs" align="center">
            <IconClock size="sm" />
            <span role="timer" className={css.countdown}>
              <Text size="sm" as="span">
                {intl.formatMessage(timeLeftMessage, { time: formatCountdown(tracker.msLeft) })}
              </Text>
            </span>
          </Stack>
          <div role="status">
            <Text size="sm" tone="secondary">
              {intl.formatMessage(tracker.refreshFailed ? m.refreshFailed : m.waiting)}
            </Text>
          </div>
        </Stack>
      </Card>
      {payTo.value ? (
        <Card padding="md">
          <Stack gap="md">
            <CopyRow label={payTo.label} value={payTo.value} />
            {payTo.holder ? <CopyRow label={intl.formatMessage(m.holder)} value={payTo.holder} /> : null}
            <CopyRow label={intl.formatMessage(m.orderId)} value={order.orderId} />
            <Suspense fallback={<Skeleton className={css.qr} />}>
              <PayQr value={payTo.value} label={intl.formatMessage(m.qr)} className={css.qr} />
            </Suspense>
          </Stack>
        </Card>
      ) : null}
      {payUrl ? (
        // A real link the player taps: iOS opens it in a new tab without a pop-up block.
        <TextLink href={payUrl} external standalone>
          {intl.formatMessage(m.payPage)}
        </TextLink>
      ) : null}
      <TextLink href={pathTo('voucherCenter', { view: 'history' })} standalone>
        {intl.formatMessage(depositFormMessages.history)}
      </TextLink>
    </section>
  );
});
