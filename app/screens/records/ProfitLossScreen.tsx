// /m/profitandloss: the totals of a range. The net result first, then win or loss by game type as
// a ranked list with proportional bars (read at a glance, no chart library), then the wallet's
// movements (deposits, withdrawals, stakes, payouts, bonuses, rebates). The range lives in the URL.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { BarList, Card, Heading, List, ListItem, Skeleton, Stack, Text } from '@ds';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useStores } from '../../stores/context';
import { recordsFeature } from '../../stores/records';
import { emptyProfitLossMessage, gameTypeMessages, recordMessages as m } from './messages';
import {
  RangeControl,
  RangeNote,
  RecordsEmpty,
  RecordsError,
  rangeArgs,
  toneOf,
  useRecordFormat,
} from './parts';

const textTone = { positive: 'success', negative: 'danger', neutral: 'primary' } as const;

const ProfitLoss = observer(function ProfitLoss() {
  const intl = useIntl();
  const root = useStores();
  const records = root.use(recordsFeature);
  const f = useRecordFormat();
  const [params, setParams] = useSearchParams();
  const [view] = useState(() => records.profitLoss(params));
  const state = view.loader.state;

  useEffect(() => {
    void view.load();
  }, [view]);
  useRetryOnReconnect(root.ui.online, state === 'error', () => void view.load());

  const typeName = (type: string) =>
    type in gameTypeMessages
      ? intl.formatMessage(gameTypeMessages[type as keyof typeof gameTypeMessages])
      : type;

  let body;
  const v = view.value;
  if (state === 'idle' || state === 'loading')
    body = (
      <Stack gap="md" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="records-loading">
        <Skeleton height="5rem" />
        <Skeleton shape="text" lines={6} />
        <Skeleton height="12rem" />
      </Stack>
    );
  else if (state === 'error' || !v) body = <RecordsError onRetry={() => void view.load()} />;
  else if (view.empty)
    body = (
      <RecordsEmpty
        title={intl.formatMessage(emptyProfitLossMessage, rangeArgs(intl, view.range))}
        filtered={false}
      />
    );
  else {
    const net = toneOf(v.profit);
    body = (
      <>
        <Card
          padding="md"
          tone="accent"
          as="section"
          aria-label={intl.formatMessage(m.net)}
          data-testid="pl-net"
        >
          <Stack gap="xxs">
            <Text size="sm" tone="secondary">
              {intl.formatMessage(m.net)}
            </Text>
            <Text size="xxl" weight="bold" tabular tone={textTone[net]} data-testid="pl-profit">
              {f.signed(v.profit)}
            </Text>
            <Text size="xs" tone="muted">
              {intl.formatMessage(m.netFormula)}
            </Text>
          </Stack>
        </Card>
        {view.byGameType.length > 0 ? (
          <Card padding="md" as="section" aria-labelledby="pl-chart-title" data-testid="pl-chart">
            <Stack gap="md">
              <Heading level={2} id="pl-chart-title">
                {intl.formatMessage(m.byGameType)}
              </Heading>
              <BarList
                label={intl.formatMessage(m.byGameType)}
                entries={view.byGameType.map((g) => ({
                  key: g.gameType,
                  label: typeName(g.gameType),
                  value: g.winLoss,
                  display: f.signed(g.winLoss),
                  tone: toneOf(g.winLoss),
                }))}
              />
            </Stack>
          </Card>
        ) : null}
        <section aria-labelledby="pl-totals-title">
          <Stack gap="sm">
            <Heading level={2} id="pl-totals-title">
              {intl.formatMessage(m.totals)}
            </Heading>
            <List data-testid="pl-totals">
              <ListItem label={intl.formatMessage(m.deposit)} trailing={f.money(v.deposit)} />
              <ListItem label={intl.formatMessage(m.withdraw)} trailing={f.money(v.withdraw)} />
              <ListItem label={intl.formatMessage(m.betTotal)} trailing={f.money(v.betAmount)} />
              <ListItem label={intl.formatMessage(m.validBet)} trailing={f.money(v.validBet)} />
              <ListItem label={intl.formatMessage(m.payout)} trailing={f.money(v.payout)} />
              <ListItem label={intl.formatMessage(m.bonus)} trailing={f.money(v.bonus)} />
              <ListItem label={intl.formatMessage(m.rebate)} trailing={f.money(v.rebate)} />
            </List>
          </Stack>
        </section>
      </>
    );
  }

  return (
    <Stack gap="md" paddingX="gutter" paddingY="md" data-testid="profit-loss" data-state={state}>
      <RangeControl
        range={view.range}
        today={records.today()}
        onChange={(q) => setParams(view.query({ range: null, from: null, to: null, ...q }))}
      />
      <RangeNote range={view.range} />
      {body}
    </Stack>
  );
});

/** A new range starts a fresh view. */
export default function ProfitLossScreen() {
  const [params] = useSearchParams();
  return <ProfitLoss key={params.toString()} />;
}
