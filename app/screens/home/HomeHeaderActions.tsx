// The home header's own content, slotted in by the shell beside the logo. Logged in: the nickname
// (or account) and the balance, opening the account popover (AccountMenu: Deposit, Withdraw,
// Refresh balance, Hide/Show balance, Sign out). Logged out: Login, and Register when the merchant
// allows direct registration (DIRECTREG3). The menu button opens the right side menu. The popover
// and the side menu are chunks of their own, fetched when a finger or the focus reaches their button.
import { Suspense, useState } from 'react';
import { lazyPart, preloadableLazy, preloadQuietly } from '../../shell/lazyPart';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconButton, IconMenu, sprinkles, Stack } from '@ds';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { AccountButton } from './AccountButton';
import { pathTo } from '../../routes/routeTable';

const SideMenu = lazyPart(() => import('./SideMenu'));
const preloadSideMenu = () => preloadQuietly(SideMenu.preload);
// The account popover's messages are in the first part of the catalogue (app/i18n/firstScreen.ts);
// the side menu's are not.
const AccountMenu = preloadableLazy(() => import('./AccountMenu'));
const preloadAccountMenu = () => preloadQuietly(AccountMenu.preload);

const keepWidth = sprinkles({ flexShrink: 0 });

function HomeHeaderActions() {
  const root = useStores();
  const { session, settings } = root;
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const [accountWanted, setAccountWanted] = useState(false);

  const menuButton = (
    <IconButton
      icon={<IconMenu />}
      label={intl.formatMessage(m.openMenu)}
      tone="inherit"
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      onPointerDown={preloadSideMenu}
      onFocus={preloadSideMenu}
      onClick={() => {
        setMenuWanted(true);
        setMenuOpen(true);
      }}
      data-testid="side-menu-open"
    />
  );
  const sideMenu = menuWanted ? (
    <Suspense fallback={null}>
      <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
    </Suspense>
  ) : null;

  if (!session.isLoggedIn) {
    return (
      <Stack direction="row" align="center" gap="xs" data-testid="home-header-actions">
        <Button size="sm" variant="secondary" href={pathTo('login')} data-testid="header-login">
          {intl.formatMessage(m.login)}
        </Button>
        {settings.isOn('DIRECTREG3') ? (
          // The call to action keeps its one-word label whole on a narrow phone (Filipino
          // 'Magparehistro' at 320 px); the Login button beside it wraps to two lines instead.
          <Button size="sm" href={pathTo('register')} className={keepWidth} data-testid="header-register">
            {intl.formatMessage(m.register)}
          </Button>
        ) : null}
        {menuButton}
        {sideMenu}
      </Stack>
    );
  }

  // The account popover's code (Radix Popover, the positioning engine) arrives when the member
  // reaches for the button (pointer down or focus); the tap that asked for it opens it.
  const accountButton = (
    <AccountButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerDown={preloadAccountMenu}
      onFocus={preloadAccountMenu}
      onClick={() => setAccountWanted(true)}
    />
  );
  return (
    <Stack direction="row" align="center" gap="xs" data-testid="home-header-actions">
      {accountWanted ? (
        <Suspense fallback={accountButton}>
          <AccountMenu defaultOpen />
        </Suspense>
      ) : (
        accountButton
      )}
      {menuButton}
      {sideMenu}
    </Stack>
  );
}

export default observer(HomeHeaderActions);
