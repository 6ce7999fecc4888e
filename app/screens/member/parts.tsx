// Pieces both member-centre layouts use: the member's identity and wallet, and the member menu
// (each entry only when its whitelabel key is on).
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Button,
  IconButton,
  IconCrown,
  IconEye,
  IconEyeOff,
  IconGift,
  IconLock,
  IconMail,
  IconRefresh,
  IconGlobe,
  IconStar,
  IconTrophy,
  IconWallet,
  IconClock,
} from '@ds';
import { formatMoney, MASKED_BALANCE } from '../../format/format';
import { titles } from '../../routes/titles';
import { useStores } from '../../stores/context';
import { accountMessage, memberMessages } from './messages';
import * as css from './MemberCentre.css';
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
    <div className={css.identity}>
      <span className={css.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div>
        <p className={css.name}>{name}</p>
        {account && account !== name ? (
          <p className={css.sub}>{intl.formatMessage(accountMessage, { account })}</p>
        ) : null}
        {member.vipLabel ? <span className={css.vip}>{member.vipLabel}</span> : null}
      </div>
    </div>
  );
});

export const WalletSummary = observer(function WalletSummary() {
  const intl = useIntl();
  const { wallet } = useStores();
  const amount = wallet.wallet ? formatMoney(wallet.wallet.sumBalance, wallet.symbol) : '—';
  // SPEC §4: shown or masked; a refresh hides it until the reload finishes.
  const shown = wallet.hidden || wallet.refreshing ? MASKED_BALANCE : amount;
  return (
    <div className={css.balanceRow}>
      <div>
        <p className={css.balanceLabel}>{intl.formatMessage(memberMessages.totalBalance)}</p>
        <p className={css.balance} aria-live="polite" data-balance="">
          {shown}
        </p>
      </div>
      <div className={css.balanceTools}>
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
      </div>
    </div>
  );
});

export function WalletActions() {
  const intl = useIntl();
  return (
    <div className={css.actions}>
      <Button href={pathTo('voucherCenter')}>{intl.formatMessage(memberMessages.deposit)}</Button>
      <Button href={pathTo('withdraw')} variant="secondary">
        {intl.formatMessage(memberMessages.withdraw)}
      </Button>
    </div>
  );
}
