// /m/mall/mallHome (members; trial accounts are refused by the route): the member's points, the
// items (picture, name, price in points, stock) and the member's redemptions. 'Redeem' asks first
// (the price and the points left after); the item's button is busy until the platform answers, and
// the store sends one request per item intent, so a double tap or a retry redeems once. An item the
// member cannot afford or that is sold out says so on its button; a refusal by the platform (the
// points or stock moved meanwhile) is told and the mall read again. A redemption that got no answer
// is offered again: the same key goes out, so the platform redeems it at most once.
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  IconGift,
  Image,
  List,
  ListItem,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TileGrid,
  TileGridSkeleton,
  useLoadMoreOnScroll,
} from '@ds';
import { describeError } from '../../api/errorMessages';
import { formatCardDate } from '../../format/format';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loyaltyFeature, type MallItem } from '../../stores/loyalty';
import * as css from '../promotions/Loyalty.css';
import { LoadFailed } from '../promotions/parts';
import { ListFooter } from '../records/ListFooter';
import {
  confirmMessage,
  mallMessages as m,
  orderMessage,
  pointsMessage,
  redeemLabelMessage,
  redeemedMessage,
  spentMessage,
  stockMessage,
} from './messages';

type View = 'items' | 'history';

export default observer(function MallScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(loyaltyFeature).mall;
  const [view, setView] = useState<View>('items');
  const state = store.load.state;

  useEffect(() => {
    void store.reload();
  }, [store]);
  useEffect(() => {
    if (view === 'history') void store.orders.reload();
  }, [store, view]);
  useRetryOnReconnect(ui.online, state === 'error' || store.orders.state === 'error', () => {
    if (state === 'error') void store.reload();
    if (view === 'history' && store.orders.state === 'error') void store.orders.retry();
  });

  const points = (n: number) => intl.formatMessage(pointsMessage, { points: n });
  return (
    <Stack gap="md" paddingY="md" data-testid="mall-screen" data-state={state} data-view={view}>
      <Stack paddingX="gutter" gap="md">
        <Card tone="raised" padding="md">
          <Stack direction="row" justify="between" align="center" gap="sm" wrap>
            <Text tone="secondary">{intl.formatMessage(m.balance)}</Text>
            {state === 'ready' ? (
              <Heading level={2} tone="accent" data-testid="mall-points" data-points={store.points}>
                {points(store.points)}
              </Heading>
            ) : state === 'error' ? null : (
              <Skeleton width="6rem" />
            )}
          </Stack>
        </Card>
        <SegmentedControl<View>
          label={intl.formatMessage(m.views)}
          fullWidth
          value={view}
          onValueChange={setView}
          options={[
            { value: 'items', label: intl.formatMessage(m.items) },
            { value: 'history', label: intl.formatMessage(m.history) },
          ]}
        />
        {store.unanswered ? <Unanswered item={store.unanswered} /> : null}
      </Stack>
      {view === 'items' ? <Items /> : <History />}
    </Stack>
  );
});

const Items = observer(function Items() {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(loyaltyFeature).mall;
  const state = store.load.state;
  if (state === 'idle' || state === 'loading')
    return <TileGridSkeleton columns="two" count={4} label={intl.formatMessage(m.loading)} />;
  if (state === 'error')
    return (
      <Stack paddingX="gutter">
        <LoadFailed
          online={ui.online}
          onRetry={() => void store.reload()}
          testId="mall-error"
          title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
        />
      </Stack>
    );
  if (!store.items.length)
    return (
      <Stack paddingX="gutter" data-testid="mall-empty">
        <EmptyState live image={<IconGift size="lg" />} title={intl.formatMessage(m.empty)} />
      </Stack>
    );
  return (
    <TileGrid columns="two" aria-label={intl.formatMessage(m.items)} data-testid="mall-items">
      {store.items.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </TileGrid>
  );
});

/** Redeems an item after the member confirmed; says how it went. */
function useRedeem() {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(loyaltyFeature).mall;
  const points = (n: number) => intl.formatMessage(pointsMessage, { points: n });
  return async (item: MallItem) => {
    const res = await store.redeem(item);
    if ('orderId' in res)
      ui.showToast(redeemedMessage, {
        kind: 'success',
        values: { name: item.name, left: points(res.pointsLeft) },
      });
    else if (res.error)
      ui.showToast(
        describeError(res.error, (id) => Boolean(intl.messages[id])),
        { kind: 'error' },
      );
  };
}

const ItemCard = observer(function ItemCard({ item }: { item: MallItem }) {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(loyaltyFeature).mall;
  const redeem = useRedeem();
  // A confirmation is open or a redemption is on its way: further taps do nothing.
  const asking = useRef(false);
  const problem = store.problemOf(item);
  const points = (n: number) => intl.formatMessage(pointsMessage, { points: n });

  const onRedeem = async () => {
    if (asking.current || store.redeeming !== null) return;
    asking.current = true;
    try {
      const sure = await ui.confirm({
        title: m.confirmTitle,
        message: confirmMessage,
        values: { name: item.name, points: points(item.points), left: points(store.points - item.points) },
        confirmLabel: m.redeem,
        cancelLabel: m.cancel,
      });
      if (sure) await redeem(item);
    } finally {
      asking.current = false;
    }
  };

  return (
    <Card
      padding="sm"
      className={css.fillCell}
      data-testid="mall-item"
      data-id={item.id}
      data-stock={item.stock}
    >
      <Stack gap="xs" className={css.column}>
        <Image src={item.imageUrl} alt="" ratio={1} radius="md" retryLabel={intl.formatMessage(m.retry)} />
        <Text weight="bold">{item.name}</Text>
        <Text size="sm" tone="accent" weight="bold">
          {points(item.points)}
        </Text>
        <Text size="xs" tone={item.stock > 0 ? 'secondary' : 'danger'} data-testid="mall-stock">
          {item.stock > 0
            ? intl.formatMessage(stockMessage, { stock: item.stock })
            : intl.formatMessage(m.soldOut)}
        </Text>
        <Button
          size="sm"
          fullWidth
          className={css.atBottom}
          variant={problem ? 'secondary' : 'primary'}
          disabled={problem !== null}
          loading={store.redeeming === item.id}
          onClick={() => void onRedeem()}
          aria-label={problem ? undefined : intl.formatMessage(redeemLabelMessage, { name: item.name })}
          data-testid="mall-redeem"
        >
          {intl.formatMessage(
            problem === 'soldOut' ? m.soldOut : problem === 'points' ? m.notEnough : m.redeem,
          )}
        </Button>
      </Stack>
    </Card>
  );
});

/** A redemption that got no answer: trying again sends the same key (the store's item intent). */
const Unanswered = observer(function Unanswered({ item }: { item: MallItem }) {
  const intl = useIntl();
  const store = useFeature(loyaltyFeature).mall;
  const redeem = useRedeem();
  return (
    <div role="alert" data-testid="mall-unanswered">
      <Card tone="sunken" padding="md">
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage(m.unanswered)}</Text>
          <Button
            variant="secondary"
            loading={store.redeeming === item.id}
            onClick={() => void redeem(item)}
            data-testid="mall-try-again"
          >
            {intl.formatMessage(m.tryAgain)}
          </Button>
        </Stack>
      </Card>
    </div>
  );
});

const History = observer(function History() {
  const intl = useIntl();
  const { ui } = useStores();
  const orders = useFeature(loyaltyFeature).mall.orders;
  useLoadMoreOnScroll({
    hasMore: orders.hasMore,
    loading: orders.more.loading,
    onLoadMore: () => void orders.loadMore(),
  });
  const state = orders.state;
  let body;
  if (state === 'idle' || state === 'loading')
    body = (
      <Stack gap="sm" role="status" aria-label={intl.formatMessage(m.loading)}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="rect" height="4rem" />
        ))}
      </Stack>
    );
  else if (state === 'error')
    body = (
      <LoadFailed
        online={ui.online}
        onRetry={() => void orders.reload()}
        testId="mall-history-error"
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
      />
    );
  else if (orders.empty)
    body = (
      <div data-testid="mall-history-empty">
        <EmptyState live image={<IconGift size="lg" />} title={intl.formatMessage(m.historyEmpty)} />
      </div>
    );
  else
    body = (
      <>
        <List aria-label={intl.formatMessage(m.history)} data-testid="mall-history">
          {orders.rows.map((o) => (
            <ListItem
              key={o.orderId}
              icon={<IconGift />}
              label={o.name || intl.formatMessage(m.removedItem)}
              description={intl.formatMessage(orderMessage, {
                date: formatCardDate(o.createdAt),
                orderId: o.orderId,
              })}
              trailing={
                <Text size="sm" weight="bold" tone="accent">
                  {intl.formatMessage(spentMessage, { points: o.points })}
                </Text>
              }
            />
          ))}
        </List>
        <ListFooter
          list={orders}
          labels={{ loadingMore: m.loadingMore, loadFailed: m.moreFailed, retry: m.retry, end: m.end }}
          endTestId="mall-history-end"
        />
      </>
    );
  return (
    <Stack gap="sm" paddingX="gutter" data-testid="mall-history-view" data-state={state}>
      {body}
    </Stack>
  );
});
