// /m/inviteFriends (SPEC §2, the Share tab for members; login needed, not for trial accounts): the
// reward per friend and what the member has earned, the invite link and code with copy buttons,
// Share (the phone's share sheet where the browser has the Web Share API, otherwise the link is
// copied), a QR code of the link (its encoder loaded with the page's invite only), the rules cut to
// their first lines with 'read all', and the invited friends with their state and reward, a page at
// a time. Where the platform refuses (referral off for the merchant, an agent's account) the page
// says why and offers the way home.
import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  CopyField,
  EmptyState,
  Heading,
  IconGift,
  IconShare,
  IconUser,
  ReadMore,
  RecordRow,
  Skeleton,
  Stack,
  Text,
} from '@ds';
import { formatMoney, formatTimeDate } from '../../format/format';
import { pathTo } from '../../routes/routeTable';
import { lazyPart } from '../../shell/lazyPart';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { useFeature, useStores } from '../../stores/context';
import { loyaltyFeature, type InviteInfo, type InvitedFriend } from '../../stores/loyalty';
import { LoadFailed, PromotionHtml } from '../promotions/parts';
import { friendsCount, inviteMessages as m, registeredOn, rewardPerFriend, shareText } from './messages';
import * as css from './Invite.css';

// The QR encoder loads only on this page, and only once the invite is there.
const QrCode = lazyPart(() => import('@ds/components/QrCode').then((mod) => ({ default: mod.QrCode })));

export default observer(function InviteFriendsScreen() {
  const intl = useIntl();
  const { ui } = useStores();
  const { invite } = useFeature(loyaltyFeature);
  const state = invite.load.state;
  const info = invite.info;

  useEffect(() => {
    void invite.reload();
  }, [invite]);
  useRetryOnReconnect(ui.online, state === 'error' && !invite.unavailable, () => void invite.reload());

  let body;
  if (invite.unavailable)
    body = (
      <div data-testid="invite-unavailable" data-reason={invite.unavailable}>
        <EmptyState
          image={<IconGift size="lg" />}
          title={intl.formatMessage(invite.unavailable === 'agent' ? m.agent : m.referralOff)}
          action={
            <Button href={pathTo('home')} variant="secondary">
              {intl.formatMessage(m.goHome)}
            </Button>
          }
        />
      </div>
    );
  else if (state === 'error')
    body = (
      <LoadFailed
        online={ui.online}
        onRetry={() => void invite.reload()}
        testId="invite-error"
        title={intl.formatMessage(ui.online ? m.loadFailed : m.offline)}
      />
    );
  else if (!info)
    body = (
      <Stack gap="md" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="invite-loading">
        <Skeleton height="7rem" />
        <Skeleton height="14rem" />
        <Skeleton lines={3} shape="text" />
      </Stack>
    );
  else
    body = (
      <>
        <Summary info={info} />
        <InviteCard info={info} link={invite.link} />
        {info.rulesHtml ? (
          <Stack as="section" aria-labelledby="invite-rules-title" gap="xs" data-testid="invite-rules">
            <Heading level={3} as="h2" id="invite-rules-title">
              {intl.formatMessage(m.rules)}
            </Heading>
            <ReadMore
              title={intl.formatMessage(m.rules)}
              readAllLabel={intl.formatMessage(m.readAll)}
              closeLabel={intl.formatMessage(m.close)}
            >
              <PromotionHtml html={info.rulesHtml} />
            </ReadMore>
          </Stack>
        ) : null}
        <Friends />
      </>
    );

  return (
    <Stack gap="lg" paddingX="gutter" paddingY="lg" data-testid="invite-friends" data-state={state}>
      {body}
    </Stack>
  );
});

function Summary({ info }: { info: InviteInfo }) {
  const intl = useIntl();
  const { wallet } = useStores();
  const stat = (label: string, value: string, testId: string) => (
    <Stack gap="xxs" flexGrow={1} minWidth={0} align="center">
      <Text size="lg" weight="bold" tabular data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" tone="secondary" align="center">
        {label}
      </Text>
    </Stack>
  );
  return (
    <Card tone="accent" data-testid="invite-summary">
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={2} as="p">
            {intl.formatMessage(m.headline)}
          </Heading>
          <Text tone="secondary">
            {intl.formatMessage(rewardPerFriend, {
              amount: formatMoney(info.rewardPerFriend, wallet.symbol),
            })}
          </Text>
        </Stack>
        <Stack direction="row" gap="sm">
          {stat(intl.formatMessage(m.invited), String(info.invitedCount), 'invite-count')}
          {stat(intl.formatMessage(m.qualified), String(info.qualifiedCount), 'invite-qualified')}
          {stat(intl.formatMessage(m.earned), formatMoney(info.totalReward, wallet.symbol), 'invite-earned')}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The link and the code to copy, Share, and the link's QR code. */
const InviteCard = observer(function InviteCard({ info, link }: { info: InviteInfo; link: string | null }) {
  const intl = useIntl();
  const { ui } = useStores();
  const copyProps = {
    copyLabel: intl.formatMessage(m.copy),
    copiedLabel: intl.formatMessage(m.copied),
    failedLabel: intl.formatMessage(m.copyFailed),
  };
  const share = async () => {
    if (!link) return;
    const data = {
      title: intl.formatMessage(m.shareTitle),
      text: intl.formatMessage(shareText, { code: info.code }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (e) {
        // The player closed the sheet: nothing to do. Any other refusal falls back to copying.
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      ui.showToast(m.linkCopied, { kind: 'success' });
    } catch {
      ui.showToast(m.copyFailed, { kind: 'error' });
    }
  };
  return (
    <Card as="section" aria-labelledby="invite-card-title" data-testid="invite-card">
      <Stack gap="md">
        <Heading level={3} as="h2" id="invite-card-title">
          {intl.formatMessage(m.yourInvite)}
        </Heading>
        {link ? (
          <div data-testid="invite-link">
            <CopyField label={intl.formatMessage(m.link)} value={link} {...copyProps} />
          </div>
        ) : null}
        <div data-testid="invite-code">
          <CopyField label={intl.formatMessage(m.code)} value={info.code} {...copyProps} />
        </div>
        {link ? (
          <>
            <Button
              fullWidth
              startIcon={<IconShare />}
              onClick={() => void share()}
              data-testid="invite-share"
            >
              {intl.formatMessage(m.share)}
            </Button>
            <Stack gap="xs" align="center">
              <Suspense fallback={<Skeleton width="12rem" height="12rem" />}>
                <QrCode value={link} label={intl.formatMessage(m.qr)} className={css.qr} />
              </Suspense>
              <Text size="sm" tone="secondary" align="center">
                {intl.formatMessage(m.qrHint)}
              </Text>
            </Stack>
          </>
        ) : null}
      </Stack>
    </Card>
  );
});

const Friends = observer(function Friends() {
  const intl = useIntl();
  const { invite } = useFeature(loyaltyFeature);
  const friends = invite.friends;
  return (
    <Stack as="section" aria-labelledby="invite-friends-title" gap="sm" data-testid="invite-friends-list">
      <Heading level={3} as="h2" id="invite-friends-title">
        {intl.formatMessage(friendsCount, { count: invite.info?.invitedCount ?? friends.length })}
      </Heading>
      {friends.length ? (
        <Stack as="ul" gap="sm" className={css.list}>
          {friends.map((friend, i) => (
            <li key={`${friend.userName}-${friend.registeredAt}-${i}`}>
              <FriendRow friend={friend} />
            </li>
          ))}
        </Stack>
      ) : (
        <div data-testid="invite-empty">
          <EmptyState
            image={<IconUser size="lg" />}
            title={intl.formatMessage(m.empty)}
            description={intl.formatMessage(m.emptyHint)}
          />
        </div>
      )}
      {invite.more.state === 'error' ? (
        <Text tone="danger" role="alert">
          {intl.formatMessage(m.moreFailed)}
        </Text>
      ) : null}
      {invite.hasMore ? (
        <Box display="flex" justifyContent="center">
          <Button
            variant="secondary"
            loading={invite.more.loading}
            onClick={() => void invite.loadMore()}
            data-testid="invite-more"
          >
            {intl.formatMessage(m.more)}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
});

function FriendRow({ friend }: { friend: InvitedFriend }) {
  const intl = useIntl();
  const { wallet } = useStores();
  return (
    <RecordRow
      data-testid="invite-friend"
      title={friend.userName}
      value={friend.reward > 0 ? formatMoney(friend.reward, wallet.symbol) : intl.formatMessage(m.noReward)}
      tone={friend.reward > 0 ? 'positive' : 'neutral'}
      meta={intl.formatMessage(registeredOn, { date: formatTimeDate(friend.registeredAt) })}
      detail={intl.formatMessage(friend.qualified ? m.qualifiedDetail : m.waitingDetail)}
      badge={
        <Badge tone={friend.qualified ? 'accent' : 'neutral'}>
          {intl.formatMessage(friend.qualified ? m.statusQualified : m.statusWaiting)}
        </Badge>
      }
    />
  );
}
