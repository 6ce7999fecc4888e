// The right side menu (SPEC.md §2 'Home header and side menu'). Logged in: nickname or account,
// the VIP club label, the total balance (hideable), deposit and withdraw, the member entries that
// the merchant's whitelabel menu keys enable, the language switcher and sign out. Logged out:
// register and login, and the language switcher.
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  IconButton,
  IconEye,
  IconEyeOff,
  List,
  ListItem,
  Stack,
  Text,
} from '@ds';
import { LanguagePicker } from '@ds/components/LanguagePicker';
import { Sheet } from '@ds/components/Sheet';
import { locales, nativeNames, toLocale } from '../../i18n/locales';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { sideMenuMessages } from './sideMenuMessages';
import { useBalanceText } from './useBalance';
import { pathTo } from '../../routes/routeTable';
import { titles } from '../../routes/titles';
import { AdultsOnlyBadge } from '../responsibleGaming/AdultsOnlyBadge';
import { rgMessages } from '../responsibleGaming/messages';

/** Member entries and the whitelabel menu key that shows each ('' always shown). */
export const MEMBER_ENTRIES: readonly { flag: string; to: string; label: MessageDescriptor }[] = [
  { flag: 'MENU_BET_RECORD', to: pathTo('gameRecord'), label: sideMenuMessages.betRecord },
  {
    flag: 'MENU_TRANSACTION_RECORD',
    to: pathTo('transactionRecord'),
    label: sideMenuMessages.transactionRecord,
  },
  { flag: 'MENU_PROFIT_LOSS', to: pathTo('profitandloss'), label: sideMenuMessages.profitLoss },
  { flag: 'MENU_REWARD_CENTER', to: pathTo('rewardCenter'), label: sideMenuMessages.rewardCenter },
  { flag: 'MENU_POINTS_MALL', to: pathTo('mall'), label: sideMenuMessages.pointsMall },
  { flag: 'MENU_SECURITY_CENTER', to: pathTo('securityCenter'), label: sideMenuMessages.securityCenter },
  { flag: '', to: pathTo('responsibleGaming'), label: titles.responsibleGaming },
];

function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const root = useStores();
  const { session, member, wallet, settings, ui } = root;
  const intl = useIntl();
  const balance = useBalanceText();
  const close = () => onOpenChange(false);

  const languages = (
    <Stack as="section" gap="xs">
      <Heading level={4} as="h3">
        {intl.formatMessage(sideMenuMessages.language)}
      </Heading>
      <LanguagePicker
        label={intl.formatMessage(sideMenuMessages.language)}
        languages={locales.map((code) => ({ code, nativeName: nativeNames[code] }))}
        value={ui.locale}
        onChange={(code) => ui.setLocale(toLocale(code))}
      />
    </Stack>
  );

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Content
        side="right"
        title={intl.formatMessage(sideMenuMessages.menuTitle)}
        closeLabel={intl.formatMessage(sideMenuMessages.closeMenu)}
        data-testid="side-menu"
      >
        <Stack gap="md">
          {session.isLoggedIn ? (
            <>
              <Card tone="raised" padding="md">
                <Stack gap="xxs" align="start">
                  <Text weight="bold" data-testid="side-menu-name">
                    {member.displayName}
                  </Text>
                  {member.vipLabel ? <Badge tone="accent">{member.vipLabel}</Badge> : null}
                  <Stack direction="row" justify="between" align="center" gap="xs" width="full">
                    <Text size="sm" tone="secondary">
                      {intl.formatMessage(sideMenuMessages.totalBalance)}
                    </Text>
                    <IconButton
                      icon={wallet.hidden ? <IconEye /> : <IconEyeOff />}
                      label={
                        wallet.hidden ? intl.formatMessage(m.showBalance) : intl.formatMessage(m.hideBalance)
                      }
                      onClick={() => wallet.setHidden(!wallet.hidden)}
                    />
                  </Stack>
                  <Text size="lg" weight="bold" tabular data-testid="side-menu-balance">
                    {balance.refreshing ? intl.formatMessage(m.balanceRefreshing) : balance.text}
                  </Text>
                </Stack>
              </Card>
              <Box display="grid" gridTemplateColumns={2} gap="sm">
                <Button href={pathTo('voucherCenter')} onClick={close}>
                  {intl.formatMessage(m.deposit)}
                </Button>
                <Button href={pathTo('withdraw')} variant="secondary" onClick={close}>
                  {intl.formatMessage(m.withdraw)}
                </Button>
              </Box>
              <nav aria-label={intl.formatMessage(sideMenuMessages.memberNav)}>
                <List variant="plain">
                  {MEMBER_ENTRIES.filter((e) => !e.flag || settings.isOn(e.flag)).map((e) => (
                    <ListItem key={e.to} href={e.to} onClick={close} label={intl.formatMessage(e.label)} />
                  ))}
                </List>
              </nav>
              {languages}
              <Button
                variant="danger"
                onClick={() => {
                  close();
                  void session.logout();
                }}
                data-testid="side-menu-sign-out"
              >
                {intl.formatMessage(m.signOut)}
              </Button>
            </>
          ) : (
            <>
              <Box display="grid" gridTemplateColumns={2} gap="sm">
                <Button href={pathTo('register')} variant="secondary" onClick={close}>
                  {intl.formatMessage(m.register)}
                </Button>
                <Button href={pathTo('login')} onClick={close}>
                  {intl.formatMessage(m.login)}
                </Button>
              </Box>
              {languages}
            </>
          )}
          <Stack as="footer" direction="row" gap="sm" align="center">
            <AdultsOnlyBadge />
            <Text size="sm" tone="secondary">
              {intl.formatMessage(rgMessages.adultsOnly)}
            </Text>
          </Stack>
        </Stack>
      </Sheet.Content>
    </Sheet.Root>
  );
}

export default observer(SideMenu);
