// /m/transaction/record: the wallet's transactions. The range and the type filter live in the URL
// query; amounts are signed, each row shows the balance after it, its status (pending ones marked)
// and its remark. Rows load 50 a page as the player scrolls (a virtualised list).
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Badge, RecordRow, Stack } from '@ds';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import { TRANSACTION_TYPES, type TransactionRecord, recordsFeature } from '../../stores/records';
import {
  balanceAfterMessage,
  countMessage,
  emptyTransactionsMessage,
  recordMessages as m,
  transactionStatusMessages,
  transactionTypeMessages,
} from './messages';
import { RecordList } from './ListFooter';
import {
  FilterPanel,
  RangeControl,
  RangeNote,
  RecordSkeletons,
  RecordsEmpty,
  RecordsError,
  rangeArgs,
  toneOf,
  useRecordFormat,
} from './parts';

const txKey = (t: TransactionRecord) => t.id;

function TransactionRow({ tx }: { tx: TransactionRecord }) {
  const intl = useIntl();
  const f = useRecordFormat();
  const failed = tx.status === 'FAILED';
  return (
    <RecordRow
      title={intl.formatMessage(transactionTypeMessages[tx.type])}
      value={f.signed(tx.amount)}
      tone={failed ? 'neutral' : toneOf(tx.amount)}
      meta={f.time(tx.time)}
      badge={
        tx.status === 'SUCCESS' ? null : (
          <Badge tone={tx.status === 'PENDING' ? 'accent' : 'danger'}>
            {intl.formatMessage(transactionStatusMessages[tx.status])}
          </Badge>
        )
      }
      detail={tx.remark}
      detailValue={intl.formatMessage(balanceAfterMessage, { balance: f.money(tx.balanceAfter) })}
      data-testid="transaction-row"
      data-id={tx.id}
      data-status={tx.status}
    />
  );
}

const Transactions = observer(function Transactions() {
  const intl = useIntl();
  const root = useStores();
  const records = root.use(recordsFeature);
  const [params, setParams] = useSearchParams();
  const [view] = useState(() => records.transactions(params));
  const list = view.list;

  useEffect(() => {
    void list.reload();
  }, [list]);
  useRetryOnReconnect(
    root.ui.online,
    list.state === 'error' || list.more.state === 'error',
    () => void list.retry(),
  );

  const go = (change: Record<string, string | null>) => setParams(view.query(change));

  let body;
  if (list.state === 'idle' || list.state === 'loading') body = <RecordSkeletons />;
  else if (list.state === 'error') body = <RecordsError onRetry={() => void list.retry()} />;
  else if (list.empty)
    body = (
      <RecordsEmpty
        title={intl.formatMessage(emptyTransactionsMessage, rangeArgs(intl, view.range))}
        filtered={view.filtered}
        onClearFilters={() => go({ type: null })}
      />
    );
  else
    body = (
      <RecordList
        list={list}
        label={intl.formatMessage(m.transactionList)}
        getKey={txKey}
        renderItem={(tx) => <TransactionRow tx={tx} />}
        data-testid="transaction-list"
      />
    );

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="transaction-record" data-state={list.state}>
      <RangeControl
        range={view.range}
        today={records.today()}
        onChange={(q) => go({ range: null, from: null, to: null, ...q })}
      />
      <Stack direction="row" gap="sm" align="center" justify="between">
        <RangeNote
          range={view.range}
          count={list.first.ready ? intl.formatMessage(countMessage, { count: list.total }) : undefined}
        />
        <FilterPanel
          groups={[
            {
              key: 'type',
              label: intl.formatMessage(m.type),
              value: view.type,
              options: TRANSACTION_TYPES.map((t) => ({
                value: t,
                label: intl.formatMessage(transactionTypeMessages[t]),
              })),
            },
          ]}
          onApply={(values) => go({ type: values.type || null })}
        />
      </Stack>
      {body}
    </Stack>
  );
});

/** A new query (range or type) starts a fresh view. */
export default function TransactionRecordScreen() {
  const [params] = useSearchParams();
  return <Transactions key={params.toString()} />;
}
