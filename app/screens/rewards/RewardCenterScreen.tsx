// /m/rewardCenter (members; trial accounts are refused by the route): the member's rewards by status
// in tabs — to claim (the platform's ISSUED), applications, in review, claimed, rejected — each tab
// read when first shown and then page by page as the player scrolls. 'Receive' claims one reward
// once (a double tap or a retry sends one request under one key); the reward leaves the list, the
// balance and the member bar's receiving-center count are read again, and a toast says what came in.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  IconGift,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextLink,
  useLoadMoreOnScroll,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { formatCardDate, formatMoney } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { REWARD_TABS, loyaltyFeature, type RewardRecord, type RewardTab } from '../../stores/loyalty';
import * as css from '../promotions/Loyalty.css';
import { LoadFailed } from '../promotions/parts';
import { ListFooter } from '../records/ListFooter';
import {
  claimLabelMessage,
  claimedToastMessage,
  emptyMessages,
  rewardCenterMessages as m,
  tabMessages,
  toClaimCountMessage,
} from './messages';

export default observer(function RewardCenterScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(loyaltyFeature).rewards;
  const list = store.list;
  const state = list.state;
  const toClaim = store.listOf('ISSUED');

  // Fresh on each visit: the chosen tab, and the to-claim list for its count.
  useEffect(() => {
    void store.reload();
    if (store.tab !== 'ISSUED') void store.listOf('ISSUED').reload();
  }, [store]);
  useRetryOnReconnect(ui.online, state === 'error', () => void list.retry());
  useLoadMoreOnScroll({
    hasMore: list.hasMore,
    loading: list.more.loading,
    onLoadMore: () => void list.loadMore(),
  });

  let body;
  if (state === 'idle' || state === 'loading')
    body = (
      <Stack gap="sm" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="rewards-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height="7rem" />
        ))}
      </Stack>
    );
  else if (state === 'error')
    body = (
      <LoadFailed
        online={ui.online}
        onRetry={() => void list.reload()}
        testId="rewards-error"
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
      />
    );
  else if (list.empty)
    body = (
      <div data-testid="rewards-empty">
        <EmptyState
          live
          image={<IconGift size="lg" />}
          title={intl.formatMessage(emptyMessages[store.tab])}
        />
      </div>
    );
  else
    body = (
      <>
        <Stack
          as="ul"
          gap="sm"
          className={css.plainList}
          aria-label={intl.formatMessage(m.list)}
          data-testid="rewards-list"
        >
          {list.rows.map((r) => (
            <RewardRow key={r.id} reward={r} tab={store.tab} />
          ))}
        </Stack>
        <ListFooter
          list={list}
          labels={{ loadingMore: m.loadingMore, loadFailed: m.moreFailed, retry: m.retry, end: m.end }}
          endTestId="rewards-end"
        />
      </>
    );

  return (
    <Stack gap="md" paddingY="md" data-testid="reward-center" data-state={state} data-tab={store.tab}>
      <Tabs.Root value={store.tab} onValueChange={(v) => store.setTab(v as RewardTab)}>
        {/* Inset, so the scrolling row is cut short of the page's edge. */}
        <Box paddingX="xs">
          <Tabs.List aria-label={intl.formatMessage(m.tabs)}>
            {REWARD_TABS.map((t) => (
              <Tabs.Trigger key={t} value={t} data-testid={`rewards-tab-${t}`}>
                {intl.formatMessage(tabMessages[t])}
                {t === 'ISSUED' && toClaim.state === 'ready' && toClaim.total > 0 ? (
                  <Badge
                    count={toClaim.total}
                    tone="danger"
                    label={intl.formatMessage(toClaimCountMessage, { count: toClaim.total })}
                  />
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value={store.tab}>
          <Stack gap="sm" paddingX="gutter" paddingTop="md">
            {body}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
});

const RewardRow = observer(function RewardRow({ reward, tab }: { reward: RewardRecord; tab: RewardTab }) {
  const intl = useIntl();
  const { ui, wallet } = useStores();
  const store = useFeature(loyaltyFeature).rewards;
  const claim = async () => {
    const res = await store.claim(reward);
    if ('amount' in res)
      ui.showToast(claimedToastMessage, {
        kind: 'success',
        values: { amount: formatMoney(res.amount, wallet.symbol) },
      });
    else if (res.error)
      ui.showToast(
        describeError(res.error, (id) => Boolean(intl.messages[id])),
        { kind: 'error' },
      );
  };
  return (
    <Card as="li" padding="md" data-testid="reward-row" data-status={reward.status} data-id={reward.id}>
      <Stack gap="xs">
        <Stack direction="row" justify="between" align="start" gap="sm">
          <Text weight="bold">{reward.title}</Text>
          <Text weight="bold" tone={tab === 'REJECTED' ? 'muted' : 'accent'} data-testid="reward-amount">
            {formatMoney(reward.amount, wallet.symbol)}
          </Text>
        </Stack>
        <Stack direction="row" justify="between" align="center" gap="sm" wrap>
          <Text size="sm" tone="secondary">
            {formatCardDate(reward.createdAt)}
          </Text>
          <TextLink href={pathTo('activityDetail', { id: reward.promotionId })} standalone>
            {intl.formatMessage(m.seePromotion)}
          </TextLink>
        </Stack>
        {reward.remarks ? (
          <Text size="sm" tone="muted">
            {reward.remarks}
          </Text>
        ) : null}
        {tab === 'ISSUED' ? (
          <Button
            fullWidth
            startIcon={<IconGift />}
            loading={store.claiming.has(reward.id)}
            onClick={() => void claim()}
            aria-label={intl.formatMessage(claimLabelMessage, { title: reward.title })}
            data-testid="reward-claim"
          >
            {intl.formatMessage(m.claim)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
});
