// /m/gameRecord: the bet record. The range and filters (game type, status) live in the URL query,
// so back, forward and a reload keep them; the summary covers the whole filtered range and the
// rows load 50 a page as the player scrolls (a virtualised list: 10,000 bets stay light). A tap on
// a row opens the full record.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Badge, Card, List, ListItem, RecordRow, Stack, Text } from '@ds';
import { Sheet } from '@ds/components/Sheet';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import {
  BET_STATUSES,
  RECORD_GAME_TYPES,
  type BetRecord,
  type BetRecordView,
  type BetStatus,
  recordsFeature,
} from '../../stores/records';
import {
  betStatusMessages,
  emptyBetsMessage,
  gameTypeMessages,
  recordMessages as m,
  rowAmountsMessage,
} from './messages';
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
import { RecordList } from './ListFooter';
import * as css from './records.css';

const betKey = (b: BetRecord) => b.id;
const statusTone = { SETTLED: 'neutral', UNSETTLED: 'accent', CANCELLED: 'danger' } as const;

/** A game type's name (the platform's code for a type the screen has no name for). */
function useGameTypeName() {
  const intl = useIntl();
  return (type: string) =>
    type in gameTypeMessages
      ? intl.formatMessage(gameTypeMessages[type as keyof typeof gameTypeMessages])
      : type;
}

function StatusBadge({ status }: { status: BetStatus }) {
  const intl = useIntl();
  if (status === 'SETTLED') return null;
  return <Badge tone={statusTone[status]}>{intl.formatMessage(betStatusMessages[status])}</Badge>;
}

function BetRow({ bet, onOpen }: { bet: BetRecord; onOpen: (bet: BetRecord) => void }) {
  const intl = useIntl();
  const f = useRecordFormat();
  return (
    <RecordRow
      title={bet.gameName}
      value={f.signed(bet.winLoss)}
      tone={toneOf(bet.winLoss)}
      meta={`${f.time(bet.betTime)} · ${bet.vendor}`}
      badge={<StatusBadge status={bet.status} />}
      detail={intl.formatMessage(rowAmountsMessage, {
        bet: f.money(bet.betAmount),
        valid: f.money(bet.validBet),
      })}
      onClick={() => onOpen(bet)}
      data-testid="bet-row"
      data-id={bet.id}
    />
  );
}

/** The range's totals: how many bets, staked, valid and won or lost. */
const Summary = observer(function Summary({ view }: { view: BetRecordView }) {
  const intl = useIntl();
  const f = useRecordFormat();
  const s = view.summary;
  if (!s) return null;
  const cell = (label: string, value: string, testId: string, tone?: 'success' | 'danger') => (
    <Stack gap="none" minWidth={0}>
      <Text size="xs" tone="muted" truncate>
        {label}
      </Text>
      <Text size="md" weight="bold" tabular tone={tone} truncate data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  const wl = toneOf(s.winLoss);
  return (
    <Card padding="md" as="section" aria-label={intl.formatMessage(m.summary)} data-testid="bet-summary">
      <div className={css.figures}>
        {cell(intl.formatMessage(m.betCount), intl.formatNumber(view.list.total), 'summary-count')}
        {cell(intl.formatMessage(m.bet), f.money(s.betAmount), 'summary-bet')}
        {cell(intl.formatMessage(m.validBet), f.money(s.validBet), 'summary-valid')}
        {cell(
          intl.formatMessage(m.winLoss),
          f.signed(s.winLoss),
          'summary-win-loss',
          wl === 'positive' ? 'success' : wl === 'negative' ? 'danger' : undefined,
        )}
      </div>
    </Card>
  );
});

/** The full record of one bet, in a bottom sheet. */
function BetDetail({ bet, onClose }: { bet: BetRecord | null; onClose: () => void }) {
  const intl = useIntl();
  const f = useRecordFormat();
  const typeName = useGameTypeName();
  return (
    <Sheet.Root open={bet !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {bet ? (
        <Sheet.Content
          side="bottom"
          title={intl.formatMessage(m.betDetail)}
          closeLabel={intl.formatMessage(m.close)}
        >
          <List variant="plain" data-testid="bet-detail">
            <ListItem label={intl.formatMessage(m.game)} trailing={bet.gameName} />
            <ListItem label={intl.formatMessage(m.vendor)} trailing={bet.vendor} />
            <ListItem label={intl.formatMessage(m.gameType)} trailing={typeName(bet.gameType)} />
            <ListItem label={intl.formatMessage(m.time)} trailing={f.time(bet.betTime)} />
            <ListItem
              label={intl.formatMessage(m.status)}
              trailing={intl.formatMessage(betStatusMessages[bet.status])}
            />
            <ListItem label={intl.formatMessage(m.bet)} trailing={f.money(bet.betAmount)} />
            <ListItem label={intl.formatMessage(m.validBet)} trailing={f.money(bet.validBet)} />
            <ListItem
              label={intl.formatMessage(m.winLoss)}
              trailing={
                <Text tone={bet.winLoss > 0 ? 'success' : bet.winLoss < 0 ? 'danger' : 'primary'}>
                  {f.signed(bet.winLoss)}
                </Text>
              }
            />
            <ListItem label={intl.formatMessage(m.number)} trailing={bet.id} />
          </List>
        </Sheet.Content>
      ) : null}
    </Sheet.Root>
  );
}

const BetRecords = observer(function BetRecords() {
  const intl = useIntl();
  const root = useStores();
  const records = root.use(recordsFeature);
  const [params, setParams] = useSearchParams();
  const [view] = useState(() => records.betRecords(params));
  const [open, setOpen] = useState<BetRecord | null>(null);
  const typeName = useGameTypeName();
  const list = view.list;

  useEffect(() => {
    void list.reload();
    return records.track(view);
  }, [list, records, view]);
  useRetryOnReconnect(
    root.ui.online,
    list.state === 'error' || list.more.state === 'error',
    () => void list.retry(),
  );

  const go = (change: Record<string, string | null>) => setParams(view.query(change));
  const clearFilters = () => go({ gameType: null, status: null });

  let body;
  if (list.state === 'idle' || list.state === 'loading') body = <RecordSkeletons />;
  else if (list.state === 'error') body = <RecordsError onRetry={() => void list.retry()} />;
  else if (list.empty)
    body = (
      <RecordsEmpty
        title={intl.formatMessage(emptyBetsMessage, rangeArgs(intl, view.range))}
        filtered={view.filtered}
        onClearFilters={clearFilters}
      />
    );
  else
    body = (
      <RecordList
        list={list}
        label={intl.formatMessage(m.betList)}
        getKey={betKey}
        renderItem={(bet) => <BetRow bet={bet} onOpen={setOpen} />}
        data-testid="bet-list"
      />
    );

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="bet-record" data-state={list.state}>
      <RangeControl
        range={view.range}
        today={records.today()}
        onChange={(q) => go({ range: null, from: null, to: null, ...q })}
      />
      <Stack direction="row" gap="sm" align="center" justify="between">
        <RangeNote range={view.range} />
        <FilterPanel
          groups={[
            {
              key: 'gameType',
              label: intl.formatMessage(m.gameType),
              value: view.gameType,
              options: RECORD_GAME_TYPES.map((t) => ({ value: t, label: typeName(t) })),
            },
            {
              key: 'status',
              label: intl.formatMessage(m.status),
              value: view.status,
              options: BET_STATUSES.map((s) => ({
                value: s,
                label: intl.formatMessage(betStatusMessages[s]),
              })),
            },
          ]}
          onApply={(values) => go({ gameType: values.gameType || null, status: values.status || null })}
        />
      </Stack>
      {list.first.ready && !list.empty ? <Summary view={view} /> : null}
      {body}
      <BetDetail bet={open} onClose={() => setOpen(null)} />
    </Stack>
  );
});

/** A new query (range or filters) starts a fresh view. */
export default function BetRecordScreen() {
  const [params] = useSearchParams();
  return <BetRecords key={params.toString()} />;
}
