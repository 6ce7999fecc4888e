// The member navigation bar: the account and balance (or 'login or register' for guests) and the
// icons — VIP (benefit flag on, or a guest), daily sign-in (login promo on, or a guest; red dot when
// it has a count), the app download for this device (not inside the app; .ipa/.apk in the same tab,
// other links in a new tab; iOS outside Safari is told to use Safari), deposit, withdraw — and the
// receiving center with the count of rewards to receive.
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  Badge,
  Box,
  Card,
  IconDeposit,
  IconDownload,
  IconGift,
  IconSignIn,
  IconVip,
  IconWithdraw,
  Shortcut,
  ShortcutList,
  Stack,
  Text,
  TextLink,
} from '@ds';
import { useStores } from '../../stores/context';
import { downloadLinkProps, formatBalance, memberBarIcons } from '../../stores/games/home';
import { homeMessages as m, receivingCountMessage } from '../lobby/messages';
import type { Device } from './device';
import { pathTo } from '../../routes/routeTable';

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
    <Box marginX="gutter">
      <Card
        as="section"
        tone="elevated"
        padding="sm"
        aria-label={intl.formatMessage(m.memberBar)}
        data-testid="member-bar"
      >
        <Stack gap="sm">
          <Stack direction="row" justify="between" align="center" gap="sm" minHeight="tapTarget">
            {loggedIn ? (
              <>
                <Text weight="bold" truncate>
                  {member.displayName}
                </Text>
                <Text weight="bold" tone="accent" tabular data-testid="member-bar-balance">
                  {wallet.refreshing
                    ? ''
                    : formatBalance(wallet.wallet?.sumBalance ?? 0, wallet.symbol, wallet.hidden)}
                </Text>
              </>
            ) : (
              <TextLink href={pathTo('login')} standalone data-testid="member-bar-login">
                {intl.formatMessage(m.loginOrRegister)}
              </TextLink>
            )}
          </Stack>
          <ShortcutList>
            {icons.vip ? (
              <Shortcut
                href={pathTo('benefits')}
                icon={<IconVip />}
                label={intl.formatMessage(m.vip)}
                data-testid="bar-vip"
              />
            ) : null}
            {icons.signIn ? (
              <Shortcut
                href={pathTo('signIn')}
                icon={<IconSignIn />}
                label={intl.formatMessage(m.signIn)}
                badge={
                  icons.signInDot ? <Badge dot tone="danger" label={intl.formatMessage(m.signInDot)} /> : null
                }
                data-testid="bar-sign-in"
              />
            ) : null}
            {download ? (
              <Shortcut
                {...downloadLinkProps(download.url, download.sameTab, window.location.origin)}
                icon={<IconDownload />}
                label={intl.formatMessage(m.appDownload)}
                onClick={onDownload}
                data-testid="bar-download"
              />
            ) : null}
            <Shortcut
              href={pathTo('voucherCenter')}
              icon={<IconDeposit />}
              label={intl.formatMessage(m.deposit)}
              data-testid="bar-deposit"
            />
            <Shortcut
              href={pathTo('withdraw')}
              icon={<IconWithdraw />}
              label={intl.formatMessage(m.withdraw)}
              data-testid="bar-withdraw"
            />
            <Shortcut
              href={pathTo('rewardCenter')}
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
              data-testid="bar-receiving"
            />
          </ShortcutList>
        </Stack>
      </Card>
    </Box>
  );
});
