// The order screen: what to pay to (with copy buttons and a QR code of the value), the amount, the
// payment page, a countdown to the expiry, the status refreshed until final, and the end state.
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  Countdown,
  IconAlertCircle,
  IconCheckCircle,
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
import { CopyValue } from '../wallet/parts';
import { historyMessages } from '../wallet/messages';
import { depositFormMessages, newBalanceMessage, orderMessages as m, timeLeftMessage } from './messages';
import * as css from './Deposit.css';
import { lazyPart } from '../../shell/lazyPart';

// The QR encoder loads only when an order screen shows a code, so it never reaches the home route.
const QrCode = lazyPart(() => import('@ds/components/QrCode').then((m) => ({ default: m.QrCode })));

const endTitles = {
  success: m.success,
  failed: m.failed,
  cancelled: m.cancelled,
  expired: m.expired,
} as const;

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
    <Stack as="section" gap="md" paddingX="gutter" paddingY="md" aria-label={intl.formatMessage(m.title)}>
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
          <Countdown
            to={order.expiresAt}
            from={order.createdAt}
            now={tracker.platformNow}
            renderLabel={(time) => intl.formatMessage(timeLeftMessage, { time })}
            expiredLabel={intl.formatMessage(m.expired)}
          />
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
            <CopyValue label={payTo.label} value={payTo.value} />
            {payTo.holder ? <CopyValue label={intl.formatMessage(m.holder)} value={payTo.holder} /> : null}
            <CopyValue label={intl.formatMessage(historyMessages.orderId)} value={order.orderId} />
            <Suspense fallback={<Skeleton className={css.qr} />}>
              <QrCode value={payTo.value} label={intl.formatMessage(m.qr)} className={css.qr} />
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
    </Stack>
  );
});
