// /m/activityDetail?id= (SPEC §2): the banner, title, dates and state, the promotion's HTML
// (sanitised: no script, handler or javascript: URL survives; links open safely), and the action
// its state allows. Guests are sent to log in first and come back here; trial accounts are refused
// by the platform (free_reject) and told so.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Heading, Image, Stack, Text, TextLink } from '@ds';
import { describeError } from '../../api/errorMessages';
import { pathTo } from '../../routes/routeTable';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loginPath } from '../../stores/SessionStore';
import { actionFor, promotionImage, promotionsFeature } from '../../stores/promotions';
import { isApiError } from '../../api/errors';
import { promotionMessages as m } from './messages';
import { CardSkeletons, LoadFailed, PromotionHtml, StateBadge, useDateRange } from './parts';
import { queryPromotionId } from './PromotionsScreen';

export default observer(function PromotionDetailScreen() {
  const location = useLocation();
  const id = queryPromotionId(location.search);
  if (id === null) return <Navigate to={pathTo('activity')} replace />;
  return <Detail id={id} />;
});

const Detail = observer(function Detail({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { ui, session } = useStores();
  const store = useFeature(promotionsFeature);
  const detail = store.detail(id);
  const dateRange = useDateRange();
  const state = detail.load.state;

  useEffect(() => {
    void detail.reload();
  }, [detail, session.isLoggedIn]);
  useRetryOnReconnect(ui.online, state === 'error', () => void detail.reload());

  const p = detail.promotion;
  if (!p && (state === 'idle' || state === 'loading'))
    return (
      <Stack paddingX="gutter" paddingY="md">
        <CardSkeletons label={intl.formatMessage(m.loading)} count={2} />
      </Stack>
    );
  if (!p) {
    // A promotion that is gone offers the list instead of a retry that cannot bring it back; a
    // failed read offers both.
    const gone = isApiError(detail.load.error) && detail.load.error.code === 'NOT_FOUND';
    const toList = (
      <TextLink href={pathTo('activity')} standalone>
        {intl.formatMessage(m.backToList)}
      </TextLink>
    );
    return (
      <Stack gap="md" align="center" paddingX="gutter" paddingY="md">
        <LoadFailed
          online={ui.online}
          onRetry={() => void detail.reload()}
          testId="promo-detail-error"
          title={gone ? intl.formatMessage(m.notFound) : undefined}
          action={gone ? toList : undefined}
        />
        {gone ? null : toList}
      </Stack>
    );
  }

  const action = actionFor(p);
  const here = location.pathname + location.search;
  const showError = (e: unknown) =>
    ui.showToast(
      describeError(e, (key) => Boolean(intl.messages[key])),
      { kind: 'error' },
    );
  const act = async () => {
    if (!session.isLoggedIn) {
      void navigate(loginPath(here));
      return;
    }
    if (action === 'apply') {
      void navigate(pathTo('applyReward', { id: p.id }));
      return;
    }
    const error = action === 'join' ? await detail.join() : await detail.claim();
    if (error) showError(error);
    else ui.showToast(action === 'join' ? m.joined : m.claimed, { kind: 'success' });
  };
  const label = !session.isLoggedIn
    ? m.loginToJoin
    : action === 'apply'
      ? m.apply
      : action === 'claim'
        ? m.claim
        : m.join;

  return (
    <Stack as="article" gap="md" paddingY="md" data-testid="promo-detail" data-state={p.state ?? 'guest'}>
      <Stack paddingX="gutter">
        <Image
          src={promotionImage(p, 'banner')}
          alt=""
          ratio={2.5}
          retryLabel={intl.formatMessage(m.retry)}
        />
      </Stack>
      <Stack gap="xs" paddingX="gutter">
        <Heading level={2}>{p.title}</Heading>
        <Stack direction="row" gap="sm" align="center" wrap>
          <Text size="sm" tone="secondary">
            {dateRange(p)}
          </Text>
          <StateBadge state={p.state} />
        </Stack>
      </Stack>
      <Stack paddingX="gutter">
        <PromotionHtml html={p.content} />
      </Stack>
      {action || !session.isLoggedIn ? (
        <Stack paddingX="gutter">
          <Button
            fullWidth
            loading={detail.joining}
            onClick={() => void act()}
            data-testid="promo-action"
            data-action={session.isLoggedIn ? action : 'login'}
          >
            {intl.formatMessage(label)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
});
