// Pieces both member-centre layouts use: the member's identity and wallet, and the member menu
// (each entry only when its whitelabel key is on).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Avatar,
  Badge,
  Box,
  Button,
  IconButton,
  IconCrown,
  IconEye,
  IconEyeOff,
  IconGift,
  IconHeart,
  IconLock,
  IconMail,
  IconRefresh,
  IconGlobe,
  IconStar,
  IconTrophy,
  IconWallet,
  IconClock,
  Stack,
  Text,
} from '@ds';
import { formatMoney, MASKED_BALANCE } from '../../format/format';
import { titles } from '../../routes/titles';
import { useStores } from '../../stores/context';
import { accountMessage, memberMessages } from './messages';
import { pathTo } from '../../routes/routeTable';

export interface MenuEntry {
  key: string;
  to: string;
  label: MessageDescriptor;
  icon: ReactNode;
  badge?: number;
}

/** The member menu for the merchant's flags (SPEC §2 side menu keys). */
export function useMemberMenu(): MenuEntry[] {
  const { settings, messages } = useStores();
  const entries: (MenuEntry & { flag?: string })[] = [
    {
      key: 'gameRecord',
      flag: 'MENU_BET_RECORD',
      to: pathTo('gameRecord'),
      label: titles.gameRecord,
      icon: <IconClock />,
    },
    {
      key: 'transactionRecord',
      flag: 'MENU_TRANSACTION_RECORD',
      to: pathTo('transactionRecord'),
      label: titles.transactionRecord,
      icon: <IconWallet />,
    },
    {
      key: 'profitandloss',
      flag: 'MENU_PROFIT_LOSS',
      to: pathTo('profitandloss'),
      label: titles.profitandloss,
      icon: <IconTrophy />,
    },
    {
      key: 'rewardCenter',
      flag: 'MENU_REWARD_CENTER',
      to: pathTo('rewardCenter'),
      label: titles.rewardCenter,
      icon: <IconGift />,
    },
    { key: 'mall', flag: 'MENU_POINTS_MALL', to: pathTo('mall'), label: titles.mall, icon: <IconStar /> },
    {
      key: 'securityCenter',
      flag: 'MENU_SECURITY_CENTER',
      to: pathTo('securityCenter'),
      label: titles.securityCenter,
      icon: <IconLock />,
    },
    {
      key: 'responsibleGaming',
      to: pathTo('responsibleGaming'),
      label: titles.responsibleGaming,
      icon: <IconHeart />,
    },
    {
      key: 'benefits',
      flag: 'VIP_BENEFIT',
      to: pathTo('benefits'),
      label: titles.benefits,
      icon: <IconCrown />,
    },
    {
      key: 'message',
      to: pathTo('message'),
      label: titles.message,
      icon: <IconMail />,
      badge: messages.unread.totalUnreadCount,
    },
    { key: 'set', to: pathTo('set'), label: titles.set, icon: <IconGlobe /> },
  ];
  return entries.filter((e) => !e.flag || settings.isOn(e.flag));
}

export const MemberIdentity = observer(function MemberIdentity() {
  const intl = useIntl();
  const { member, session } = useStores();
  const name = member.displayName;
  const account = member.info?.account ?? session.info?.userName ?? '';
  return (
    <Stack direction="row" align="center" gap="md">
      <Avatar name={name} />
      <Stack gap="xxs" align="start">
        <Text as="p" size="lg" weight="bold">
          {name}
        </Text>
        {account && account !== name ? (
          <Text as="p" size="sm" tone="secondary">
            {intl.formatMessage(accountMessage, { account })}
          </Text>
        ) : null}
        {member.vipLabel ? <Badge tone="accent">{member.vipLabel}</Badge> : null}
      </Stack>
    </Stack>
  );
});

export const WalletSummary = observer(function WalletSummary() {
  const intl = useIntl();
  const { wallet } = useStores();
  const amount = wallet.wallet ? formatMoney(wallet.wallet.sumBalance, wallet.symbol) : '—';
  // SPEC §4: shown or masked; a refresh hides it until the reload finishes.
  const shown = wallet.hidden || wallet.refreshing ? MASKED_BALANCE : amount;
  return (
    <Stack direction="row" justify="between" align="center" gap="sm">
      <Stack gap="none">
        <Text as="p" size="sm" tone="secondary">
          {intl.formatMessage(memberMessages.totalBalance)}
        </Text>
        <Text as="p" size="xxl" weight="bold" tone="accent" tabular aria-live="polite" data-balance="">
          {shown}
        </Text>
      </Stack>
      <Stack direction="row" gap="xxs">
        <IconButton
          icon={wallet.hidden ? <IconEye /> : <IconEyeOff />}
          label={intl.formatMessage(wallet.hidden ? memberMessages.showBalance : memberMessages.hideBalance)}
          onClick={() => wallet.setHidden(!wallet.hidden)}
        />
        <IconButton
          icon={<IconRefresh />}
          label={intl.formatMessage(memberMessages.refresh)}
          loading={wallet.refreshing}
          onClick={() => void wallet.load()}
        />
      </Stack>
    </Stack>
  );
});

export function WalletActions() {
  const intl = useIntl();
  return (
    <Box display="grid" gridTemplateColumns={2} gap="sm">
      <Button href={pathTo('voucherCenter')}>{intl.formatMessage(memberMessages.deposit)}</Button>
      <Button href={pathTo('withdraw')} variant="secondary">
        {intl.formatMessage(memberMessages.withdraw)}
      </Button>
    </Box>
  );
}
