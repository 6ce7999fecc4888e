// /m/activity (SPEC §2 Promotions page): the category menu scrolls sideways and keeps the chosen
// category in view; cards with cover, title, date range (or 'long-term') and the member's state;
// the empty state per category. A numeric query (`?1005` or `?id=1005`) scrolls to that promotion.
// A card that fails to render is left out; the page stays.
import { useEffect, useLayoutEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box, EmptyState, IconGift, PromoCard, Stack, Tabs } from '@ds';
import { pathTo } from '../../routes/routeTable';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { promotionImage, promotionsFeature, type CategoryKey } from '../../stores/promotions';
import { categoryMessages, promotionMessages as m } from './messages';
import { CardSkeletons, LoadFailed, SkipOnError, StateBadge, useDateRange } from './parts';
import * as css from './Promotions.css';

/** The promotion id a query names: `?1005` or `?id=1005`. */
export function queryPromotionId(search: string): number | null {
  const params = new URLSearchParams(search);
  const raw = params.get('id') ?? [...params.keys()].find((k) => /^\d+$/.test(k) && params.get(k) === '');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export default observer(function PromotionsScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const store = useFeature(promotionsFeature);
  const location = useLocation();
  const dateRange = useDateRange();
  const state = store.list.state;
  const target = queryPromotionId(location.search);

  useEffect(() => {
    void store.load();
  }, [store]);
  useRetryOnReconnect(ui.online, state === 'error', () => void store.load());

  // The promotion the query names: its card scrolls into view once the list is there.
  useLayoutEffect(() => {
    if (target === null || state !== 'ready') return;
    document.querySelector(`[data-promotion-id="${target}"]`)?.scrollIntoView({ block: 'start' });
  }, [target, state]);

  let body;
  if (state === 'idle' || state === 'loading') body = <CardSkeletons label={intl.formatMessage(m.loading)} />;
  else if (state === 'error')
    body = <LoadFailed online={ui.online} onRetry={() => void store.load()} testId="promo-error" />;
  else if (!store.shown.length)
    body = (
      <div data-testid="promo-empty">
        <EmptyState
          live
          image={<IconGift size="lg" />}
          title={intl.formatMessage(store.promotions.length ? m.empty : m.emptyAll)}
        />
      </div>
    );
  else
    body = (
      <Stack as="ul" gap="md" aria-label={intl.formatMessage(m.list)} data-testid="promo-list">
        {store.shown.map((p) => (
          <li key={p.id} className={css.card} data-promotion-id={p.id} data-testid="promo-card">
            <SkipOnError>
              <PromoCard
                title={p.title}
                imageSrc={promotionImage(p, 'cover')}
                dateRange={dateRange(p)}
                moreLabel={intl.formatMessage(m.more)}
                href={pathTo('activityDetail', { id: p.id })}
                status={<StateBadge state={p.state} />}
                headingLevel={2}
                retryLabel={intl.formatMessage(m.retry)}
              />
            </SkipOnError>
          </li>
        ))}
      </Stack>
    );

  const list = (
    <Stack gap="md" paddingX="gutter">
      {body}
    </Stack>
  );
  return (
    <Stack gap="md" paddingY="md" data-testid="promotions-screen" data-state={state}>
      {store.categories.length > 1 ? (
        <Tabs.Root
          variant="pill"
          value={store.category}
          onValueChange={(v) => store.selectCategory(v as CategoryKey)}
        >
          <Tabs.List aria-label={intl.formatMessage(m.categories)}>
            {store.categories.map((c) => (
              <Tabs.Trigger key={c} value={c} data-testid={`promo-cat-${c}`}>
                {intl.formatMessage(categoryMessages[c])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* The chosen category's cards are its tab's panel; they hold links, so it is no tab stop. */}
          <Tabs.Content value={store.category} tabIndex={-1}>
            <Box paddingTop="md">{list}</Box>
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        list
      )}
    </Stack>
  );
});
