// The member's deposits (`/m/voucherCenter?view=history`): the wallet's order history with each
// order's channel; a pending order's details say until when it can be paid and reopen its payment
// screen.
import { useIntl } from 'react-intl';
import { Button } from '@ds';
import { pathTo } from '../../routes/routeTable';
import type { PagedRecords } from '../../stores/records/PagedRecords';
import type { DepositOrder } from '../../stores/wallet';
import { useRecordFormat } from '../records/parts';
import { OrderHistory } from '../wallet/OrderHistory';
import { depositFormMessages, orderMessages as m } from './messages';

export function DepositHistory({ history }: { history: PagedRecords<DepositOrder> }) {
  const intl = useIntl();
  const f = useRecordFormat();
  return (
    <OrderHistory
      list={history}
      title={intl.formatMessage(depositFormMessages.history)}
      emptyTitle={intl.formatMessage(m.historyEmpty)}
      describe={(o) => o.channelName}
      details={(o) => {
        const pending = o.status === 'PENDING';
        return {
          rows: [
            { label: intl.formatMessage(m.channel), value: o.channelName },
            ...(pending ? [{ label: intl.formatMessage(m.expires), value: f.time(o.expiresAt) }] : []),
          ],
          action: pending ? (
            <Button href={pathTo('voucherCenter', { order: o.orderId })} fullWidth>
              {intl.formatMessage(m.resume)}
            </Button>
          ) : undefined,
        };
      }}
      data-testid="deposit-history"
    />
  );
}
