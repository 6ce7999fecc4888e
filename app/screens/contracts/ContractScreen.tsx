// One agent contract screen (SPEC §2: getSalaryContract, getDevidendContract, getHourContract):
// the contracts of one kind offered to the member, each with the agent who offered it, when, its
// status, and its tiers as a list a phone can read (the threshold, then the rate at the end of the
// row). A pending contract is accepted or rejected after a confirmation; the answer goes to the
// platform once (a second tap waits), and the list is then read again.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge, Button, Card, EmptyState, Heading, List, ListItem, Skeleton, Stack, Text } from '@ds';
import { formatMoney } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import {
  contractsFeature,
  type AgentContract,
  type ContractKind,
  type ContractList,
} from '../../stores/contracts';
import { contractMessages as m, offeredByMessage, offeredOnMessage, tierFromMessage } from './messages';

const intros: Record<ContractKind, MessageDescriptor> = {
  salary: m.introSalary,
  dividend: m.introDividend,
  hourly: m.introHourly,
};
const tierHeadings: Record<ContractKind, MessageDescriptor> = {
  salary: m.tiersSalary,
  dividend: m.tiersDividend,
  hourly: m.tiersHourly,
};
const statusLabels: Record<AgentContract['status'], MessageDescriptor> = {
  PENDING: m.statusPending,
  ACCEPTED: m.statusAccepted,
  REJECTED: m.statusRejected,
};
const statusTones = { PENDING: 'accent', ACCEPTED: 'neutral', REJECTED: 'neutral' } as const;

export const ContractScreen = observer(function ContractScreen({ kind }: { kind: ContractKind }) {
  const intl = useIntl();
  const root = useStores();
  const list = useFeature(contractsFeature).list(kind);
  const state = list.load.state;

  useEffect(() => {
    void list.fetch();
  }, [list]);
  useRetryOnReconnect(root.ui.online, state === 'error', () => void list.fetch());

  let body;
  if (state === 'idle' || (state === 'loading' && !list.items.length))
    body = (
      <Stack
        gap="md"
        role="status"
        aria-label={intl.formatMessage(m.loading)}
        data-testid="contracts-loading"
      >
        <Skeleton height="12rem" shape="rect" />
        <Skeleton height="12rem" shape="rect" />
      </Stack>
    );
  else if (state === 'error')
    body = (
      <div role="alert" data-testid="contracts-error">
        <EmptyState
          title={intl.formatMessage(root.ui.online ? m.loadFailed : m.offline)}
          action={
            <Button variant="secondary" onClick={() => void list.fetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          }
        />
      </div>
    );
  else if (!list.items.length)
    body = (
      <div data-testid="contracts-empty">
        <EmptyState live title={intl.formatMessage(m.none)} />
      </div>
    );
  else
    body = (
      <Stack gap="md" data-testid="contracts">
        {list.sorted.map((c) => (
          <ContractCard key={c.id} contract={c} list={list} />
        ))}
      </Stack>
    );

  return (
    <Stack
      gap="md"
      paddingX="gutter"
      paddingY="md"
      data-testid="contract-screen"
      data-kind={kind}
      data-state={state}
    >
      <Text tone="secondary" size="sm">
        {intl.formatMessage(intros[kind])}
      </Text>
      {body}
    </Stack>
  );
});

const ContractCard = observer(function ContractCard({
  contract: c,
  list,
}: {
  contract: AgentContract;
  list: ContractList;
}) {
  const intl = useIntl();
  const root = useStores();
  const titleId = `contract-${c.id}-title`;
  const money = (value: number) => formatMoney(value, root.wallet.symbol);
  const rate = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  const busy = list.responding === c.id;

  const answer = async (accept: boolean) => {
    const go = await root.ui.confirm({
      title: accept ? m.confirmAcceptTitle : m.confirmRejectTitle,
      message: accept ? m.confirmAccept : m.confirmReject,
      confirmLabel: accept ? m.accept : m.reject,
      cancelLabel: m.cancel,
    });
    if (!go) return;
    const outcome = await list.respond(c.id, accept);
    if (outcome === 'accepted') root.ui.showToast(m.accepted, { kind: 'success' });
    else if (outcome === 'rejected') root.ui.showToast(m.rejected, { kind: 'success' });
    else if (outcome === 'alreadyAnswered') root.ui.showToast(m.alreadyAnswered);
  };

  return (
    <Card as="article" aria-labelledby={titleId} data-testid="contract" data-id={c.id} data-status={c.status}>
      <Stack gap="sm">
        <Stack gap="xxs" align="start">
          <Badge tone={statusTones[c.status]}>{intl.formatMessage(statusLabels[c.status])}</Badge>
          <Heading level={3} as="h2" id={titleId}>
            {intl.formatMessage(offeredByMessage, { agent: c.fromAgent })}
          </Heading>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(offeredOnMessage, {
              date: intl.formatDate(c.createdAt, { day: '2-digit', month: '2-digit', year: 'numeric' }),
            })}
          </Text>
        </Stack>
        <Heading level={4} as="h3" id={`${titleId}-tiers`}>
          {intl.formatMessage(tierHeadings[list.kind])}
        </Heading>
        <List aria-labelledby={`${titleId}-tiers`} data-testid="contract-tiers">
          {c.tiers.map((t, i) => (
            <ListItem
              key={i}
              label={intl.formatMessage(tierFromMessage, { amount: money(t.threshold) })}
              trailing={
                <Text weight="bold" tabular>
                  {rate(t.rate)}
                </Text>
              }
            />
          ))}
        </List>
        {c.status === 'PENDING' ? (
          <>
            {list.failedId === c.id && list.responding === null ? (
              <Text size="sm" tone="danger" role="alert">
                {intl.formatMessage(m.respondFailed)}
              </Text>
            ) : null}
            <Stack direction="row" gap="sm">
              <Button
                variant="secondary"
                fullWidth
                disabled={list.responding !== null}
                onClick={() => void answer(false)}
                data-testid="contract-reject"
              >
                {intl.formatMessage(m.reject)}
              </Button>
              <Button
                fullWidth
                loading={busy}
                disabled={list.responding !== null}
                onClick={() => void answer(true)}
                data-testid="contract-accept"
              >
                {intl.formatMessage(m.accept)}
              </Button>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Card>
  );
});
