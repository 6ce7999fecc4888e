// The member's withdrawals (`/m/withdraw?view=history`): the wallet's order history with the card
// each one went to; the details add the fee, the total debited, the balance right after it and, for
// one still under review, what that means.
import { useIntl } from 'react-intl';
import type { PagedRecords } from '../../stores/records/PagedRecords';
import type { WithdrawOrder } from '../../stores/wallet';
import { useRecordFormat } from '../records/parts';
import { OrderHistory } from '../wallet/OrderHistory';
import { withdrawMessages as m } from './messages';

export function WithdrawHistory({ history }: { history: PagedRecords<WithdrawOrder> }) {
  const intl = useIntl();
  const f = useRecordFormat();
  const card = (o: WithdrawOrder) => `${o.bankName} ${o.accountNumber}`;
  return (
    <OrderHistory
      list={history}
      title={intl.formatMessage(m.history)}
      emptyTitle={intl.formatMessage(m.historyEmpty)}
      describe={card}
      details={(o) => ({
        rows: [
          { label: intl.formatMessage(m.card), value: card(o) },
          { label: intl.formatMessage(m.fee), value: f.money(o.fee) },
          { label: intl.formatMessage(m.received), value: f.money(o.amount + o.fee), strong: true },
          { label: intl.formatMessage(m.balanceAfter), value: f.money(o.balance) },
        ],
        note: o.status === 'PENDING' ? intl.formatMessage(m.pendingNote) : undefined,
      })}
      data-testid="withdraw-history"
    />
  );
}
