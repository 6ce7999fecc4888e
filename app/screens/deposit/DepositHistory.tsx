// The member's deposit orders, newest first: infinite scroll (the next page loads when the end of
// the list comes within 300 px), status chips, and a pending order reopens its order screen.
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, Button, Card, EmptyState, IconAlertCircle, IconWallet, Skeleton, Stack, Text } from '@ds';
import { describeError } from '../../api/errorMessages';
import { formatMoney, formatTimeDate } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { MessagePage } from '../../shell/MessagePage';
import { shellMessages } from '../../shell/messages';
import type { DepositOrder, OrderHistory } from '../../stores/wallet';
import { depositFormMessages, orderMessages as m } from './messages';
import * as css from './Deposit.css';

const statusChip: Record<DepositOrder['status'], [MessageDescriptor, 'accent' | 'danger' | 'neutral']> = {
  PENDING: [m.statusPending, 'neutral'],
  PAID: [m.statusPaid, 'neutral'],
  SUCCESS: [m.statusSuccess, 'accent'],
  FAILED: [m.statusFailed, 'danger'],
  CANCELLED: [m.statusCancelled, 'danger'],
};

export const DepositHistory = observer(function DepositHistory({
  history,
  symbol,
}: {
  history: OrderHistory<DepositOrder>;
  symbol: string;
}) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void history.reload();
  }, [history]);
  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && void history.loadMore(),
      {
        rootMargin: '0px 0px 300px 0px',
      },
    );
    io.observe(el);
    return () => io.disconnect();
  });

  const load = history.load;
  if (load.state === 'idle' || load.state === 'loading') {
    return (
      <div className={css.page}>
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  }
  if (load.state === 'error') {
    return (
      <MessagePage
        icon={<IconAlertCircle size="lg" />}
        title={intl.formatMessage(depositFormMessages.history)}
        body={intl.formatMessage(describeError(load.error, (id) => Boolean(intl.messages[id])))}
        actions={
          <Button onClick={() => void history.reload()}>{intl.formatMessage(shellMessages.retry)}</Button>
        }
      />
    );
  }
  return (
    <section className={css.page} aria-label={intl.formatMessage(depositFormMessages.history)}>
      {history.items.length === 0 ? (
        <EmptyState image={<IconWallet size="lg" />} title={intl.formatMessage(m.historyEmpty)} />
      ) : (
        <ul className={css.historyList}>
          {history.items.map((o) => {
            const [label, tone] = statusChip[o.status];
            const body = (
              <Stack direction="row" justify="between" align="center" gap="sm">
                <Stack gap="xxs">
                  <Text weight="bold">{formatMoney(o.amount, symbol)}</Text>
                  <Text size="sm" tone="secondary">
                    {[o.channelName, formatTimeDate(o.createdAt, { withTime: true })].join(' · ')}
                  </Text>
                </Stack>
                <Badge tone={tone}>{intl.formatMessage(label)}</Badge>
              </Stack>
            );
            return (
              <li key={o.orderId}>
                {o.status === 'PENDING' ? (
                  <Card padding="md" href={pathTo('voucherCenter', { order: o.orderId })}>
                    {body}
                  </Card>
                ) : (
                  <Card padding="md">{body}</Card>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {history.moreFailed ? (
        <Button variant="secondary" onClick={() => void history.loadMore()}>
          {intl.formatMessage(shellMessages.retry)}
        </Button>
      ) : null}
      {history.loadingMore ? <Skeleton height="4rem" /> : null}
      <div ref={end} className={css.sentinel} aria-hidden />
    </section>
  );
});
