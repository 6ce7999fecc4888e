// A member's orders (deposits or withdrawals), newest first: one RecordRow each with its status
// chip, the next page loading as the player scrolls (the record screens' virtualised list), and a
// tap opening the order's details in a bottom sheet. Loading, failed (offline or not, with a retry)
// and empty states are the record screens' own, so every history in the app reads alike.
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, Heading, RecordRow, Sheet, Stack, Text } from '@ds';
import { RecordList } from '../records/ListFooter';
import { RecordSkeletons, RecordsEmpty, RecordsError, useRecordFormat } from '../records/parts';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import type { PagedRecords } from '../../stores/records/PagedRecords';
import type { DepositOrder } from '../../stores/wallet';
import { historyMessages as m, statusMessages } from './messages';
import { CopyValue, SummaryList, type SummaryRow } from './parts';

/** The statuses of deposits and withdrawals (one list in the contract). */
export type OrderStatus = DepositOrder['status'];

export interface HistoryOrder {
  orderId: string;
  amount: number;
  status: OrderStatus;
  createdAt: number;
}

const statusTone: Record<OrderStatus, 'accent' | 'danger' | 'neutral'> = {
  PENDING: 'neutral',
  PAID: 'neutral',
  SUCCESS: 'accent',
  FAILED: 'danger',
  CANCELLED: 'danger',
};

export function StatusChip({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return <Badge tone={statusTone[status]}>{intl.formatMessage(statusMessages[status])}</Badge>;
}

export interface OrderHistoryProps<T extends HistoryOrder> {
  list: PagedRecords<T>;
  /** The page's heading and the list's name. */
  title: string;
  emptyTitle: string;
  /** What the order went through: the channel, or the card paid to. */
  describe: (order: T) => string;
  /** The order's own rows in its details (after amount, status and date), a note, and an action. */
  details: (order: T) => { rows: SummaryRow[]; note?: string; action?: ReactNode };
  'data-testid'?: string;
}

function OrderDetails<T extends HistoryOrder>({
  order,
  details,
}: Pick<OrderHistoryProps<T>, 'details'> & { order: T }) {
  const intl = useIntl();
  const f = useRecordFormat();
  const own = details(order);
  return (
    <Stack gap="md" data-testid="order-details">
      <SummaryList
        rows={[
          { label: intl.formatMessage(m.amount), value: f.money(order.amount), strong: true },
          { label: intl.formatMessage(m.status), value: <StatusChip status={order.status} /> },
          { label: intl.formatMessage(m.created), value: f.time(order.createdAt) },
          ...own.rows,
        ]}
      />
      {own.note ? (
        <Text as="p" size="sm" tone="secondary">
          {own.note}
        </Text>
      ) : null}
      <CopyValue label={intl.formatMessage(m.orderId)} value={order.orderId} />
      {own.action}
    </Stack>
  );
}

function OrderHistoryView<T extends HistoryOrder>({
  list,
  title,
  emptyTitle,
  describe,
  details,
  ...rest
}: OrderHistoryProps<T>) {
  const intl = useIntl();
  const { ui } = useStores();
  const f = useRecordFormat();
  const [open, setOpen] = useState<T | null>(null);
  useEffect(() => {
    void list.reload();
  }, [list]);
  useRetryOnReconnect(
    ui.online,
    list.state === 'error' || list.more.state === 'error',
    () => void list.retry(),
  );

  let body;
  if (list.state === 'idle' || list.state === 'loading') body = <RecordSkeletons />;
  else if (list.state === 'error') body = <RecordsError onRetry={() => void list.retry()} />;
  else if (list.empty) body = <RecordsEmpty title={emptyTitle} filtered={false} />;
  else
    body = (
      <RecordList
        list={list}
        label={title}
        getKey={(o: T) => o.orderId}
        renderItem={(o: T) => (
          <RecordRow
            title={describe(o)}
            value={f.money(o.amount)}
            meta={f.time(o.createdAt)}
            badge={<StatusChip status={o.status} />}
            detail={o.orderId}
            onClick={() => setOpen(o)}
            data-testid="order-row"
            data-status={o.status}
          />
        )}
      />
    );

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-state={list.state} {...rest}>
      <Heading level={2}>{title}</Heading>
      {body}
      <Sheet.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <Sheet.Content
            side="bottom"
            title={intl.formatMessage(m.details)}
            closeLabel={intl.formatMessage(m.close)}
          >
            <OrderDetails order={open} details={details} />
          </Sheet.Content>
        ) : null}
      </Sheet.Root>
    </Stack>
  );
}

/** The history of one kind of order; observes the list, so its pages and state redraw it. */
export const OrderHistory = observer(OrderHistoryView) as <T extends HistoryOrder>(
  props: OrderHistoryProps<T>,
) => ReactNode;
