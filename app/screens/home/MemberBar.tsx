// The member navigation bar: the account and balance (or 'login or register' for guests) and the
// icons — VIP (benefit flag on, or a guest), daily sign-in (login promo on, or a guest; red dot when
// it has a count), the app download for this device (not inside the app; .ipa/.apk in the same tab,
// other links in a new tab; iOS outside Safari is told to use Safari), deposit, withdraw — and the
// receiving center with the count of rewards to receive.
import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, IconDeposit, IconDownload, IconGift, IconSignIn, IconVip, IconWithdraw } from '@ds';
import { useStores } from '../../stores/context';
import { formatBalance, memberBarIcons } from '../../stores/games/home';
import { homeMessages as m, receivingCountMessage } from '../lobby/messages';
import type { Device } from './device';
import * as s from './Home.css';
import { pathTo } from '../../routes/routeTable';

function Entry({
  to,
  icon,
  label,
  badge,
  testId,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <Link to={to} className={s.iconLink} data-testid={testId}>
        <span className={s.iconGlyph}>{icon}</span>
        {label}
        {badge ? <span className={s.iconBadge}>{badge}</span> : null}
      </Link>
    </li>
  );
}

export const MemberBar = observer(function MemberBar({ device }: { device: Device }) {
  const root = useStores();
  const { session, member, wallet, settings, ui } = root;
  const home = root.features.games.home;
  const intl = useIntl();
  const loggedIn = session.isLoggedIn;
  const icons = memberBarIcons({
    loggedIn,
    vipBenefitEnabled: settings.isOn('VIP_BENEFIT'),
    promos: home.promos,
    inApp: device.inApp,
    isIos: device.ios,
    links: home.downloadLinks.length ? home.downloadLinks : (settings.settings?.resources ?? []),
  });
  const download = icons.download;

  const onDownload = (e: MouseEvent) => {
    if (device.ios && !device.safari) {
      e.preventDefault();
      ui.showToast(m.safariRequired);
    }
  };

  return (
    <section className={s.memberBar} aria-label={intl.formatMessage(m.memberBar)} data-testid="member-bar">
      <div className={s.memberInfo}>
        {loggedIn ? (
          <>
            <span className={s.memberName}>{member.displayName}</span>
            <span className={s.memberBalance} data-testid="member-bar-balance">
              {wallet.refreshing
                ? ''
                : formatBalance(wallet.wallet?.sumBalance ?? 0, wallet.symbol, wallet.hidden)}
            </span>
          </>
        ) : (
          <Link to={pathTo('login')} className={s.guestLink} data-testid="member-bar-login">
            {intl.formatMessage(m.loginOrRegister)}
          </Link>
        )}
      </div>
      <ul className={s.icons}>
        {icons.vip ? (
          <Entry
            to={pathTo('benefits')}
            icon={<IconVip />}
            label={intl.formatMessage(m.vip)}
            testId="bar-vip"
          />
        ) : null}
        {icons.signIn ? (
          <Entry
            to={pathTo('signIn')}
            icon={<IconSignIn />}
            label={intl.formatMessage(m.signIn)}
            badge={
              icons.signInDot ? <Badge dot tone="danger" label={intl.formatMessage(m.signInDot)} /> : null
            }
            testId="bar-sign-in"
          />
        ) : null}
        {download ? (
          <li>
            <a
              href={download.url}
              className={s.iconLink}
              onClick={onDownload}
              {...(download.sameTab ? {} : { target: '_blank', rel: 'noopener' })}
              data-testid="bar-download"
            >
              <span className={s.iconGlyph}>
                <IconDownload />
              </span>
              {intl.formatMessage(m.appDownload)}
            </a>
          </li>
        ) : null}
        <Entry
          to={pathTo('voucherCenter')}
          icon={<IconDeposit />}
          label={intl.formatMessage(m.deposit)}
          testId="bar-deposit"
        />
        <Entry
          to={pathTo('withdraw')}
          icon={<IconWithdraw />}
          label={intl.formatMessage(m.withdraw)}
          testId="bar-withdraw"
        />
        <Entry
          to={pathTo('rewardCenter')}
          icon={<IconGift />}
          label={intl.formatMessage(m.receivingCenter)}
          badge={
            home.receivingCount > 0 ? (
              <Badge
                count={home.receivingCount}
                tone="danger"
                label={intl.formatMessage(receivingCountMessage, { count: home.receivingCount })}
              />
            ) : null
          }
          testId="bar-receiving"
        />
      </ul>
    </section>
  );
});
