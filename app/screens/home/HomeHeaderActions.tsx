// The home header's own content, slotted in by the shell beside the logo. Logged in: the nickname
// (or account) and the balance, opening a popover with Deposit, Withdraw, Refresh balance (the
// balance hides until the reload finishes), Hide/Show balance (masked ***) and Sign out. Logged
// out: Login, and Register when the merchant allows direct registration (DIRECTREG3). The menu
// button opens the right side menu (its own chunk, loaded on first use).
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  IconButton,
  IconDeposit,
  IconEye,
  IconEyeOff,
  IconLogout,
  IconMenu,
  IconRefresh,
  IconWithdraw,
  Spinner,
} from '@ds';
import { Popover } from '@ds/components/Popover';
import { visuallyHidden } from '@ds/styles/focus.css';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { useBalanceText } from './useBalance';
import * as s from './HomeHeader.css';
import { pathTo } from '../../routes/routeTable';

const SideMenu = lazy(() => import('./SideMenu'));

function HomeHeaderActions() {
  const root = useStores();
  const { session, member, wallet, settings } = root;
  const intl = useIntl();
  const navigate = useNavigate();
  const balance = useBalanceText();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  const menuButton = (
    <IconButton
      icon={<IconMenu />}
      label={intl.formatMessage(m.openMenu)}
      className={s.headerIcon}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
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
      <div className={s.actions} data-testid="home-header-actions">
        <Button size="sm" variant="secondary" href={pathTo('login')} data-testid="header-login">
          {intl.formatMessage(m.login)}
        </Button>
        {settings.isOn('DIRECTREG3') ? (
          <Button size="sm" href={pathTo('register')} className={s.keepWidth} data-testid="header-register">
            {intl.formatMessage(m.register)}
          </Button>
        ) : null}
        {menuButton}
        {sideMenu}
      </div>
    );
  }

  const name = member.displayName;
  return (
    <div className={s.actions} data-testid="home-header-actions">
      <Popover.Root>
        <Popover.Trigger>
          {/* Named by what it shows (name and balance) and then what it opens: a label that hid the
              visible text would not match what speech-input users say. */}
          <button type="button" className={s.account} data-testid="account-button">
            <span className={s.accountName}>{name}</span>
            <span className={s.balance} data-testid="header-balance" aria-live="polite">
              {balance.refreshing ? (
                <Spinner size="sm" tone="current" label={intl.formatMessage(m.balanceRefreshing)} />
              ) : balance.hidden ? (
                <span aria-label={intl.formatMessage(m.balanceHidden)}>{balance.text}</span>
              ) : (
                balance.text
              )}
            </span>
            <span className={visuallyHidden}>{intl.formatMessage(m.accountMenu)}</span>
          </button>
        </Popover.Trigger>
        <Popover.Content
          aria-label={intl.formatMessage(m.accountMenu)}
          align="end"
          data-testid="account-popover"
        >
          <Popover.Menu>
            <Popover.Item icon={<IconDeposit />} onClick={() => navigate(pathTo('voucherCenter'))}>
              {intl.formatMessage(m.deposit)}
            </Popover.Item>
            <Popover.Item icon={<IconWithdraw />} onClick={() => navigate(pathTo('withdraw'))}>
              {intl.formatMessage(m.withdraw)}
            </Popover.Item>
            <Popover.Item
              icon={<IconRefresh />}
              closes={false}
              disabled={wallet.refreshing}
              onClick={() => void wallet.load()}
              data-testid="refresh-balance"
            >
              {intl.formatMessage(m.refreshBalance)}
            </Popover.Item>
            <Popover.Item
              icon={wallet.hidden ? <IconEye /> : <IconEyeOff />}
              closes={false}
              onClick={() => wallet.setHidden(!wallet.hidden)}
              data-testid="toggle-balance"
            >
              {wallet.hidden ? intl.formatMessage(m.showBalance) : intl.formatMessage(m.hideBalance)}
            </Popover.Item>
            <Popover.Separator />
            <Popover.Item
              icon={<IconLogout />}
              tone="danger"
              onClick={() => void session.logout()}
              data-testid="sign-out"
            >
              {intl.formatMessage(m.signOut)}
            </Popover.Item>
          </Popover.Menu>
        </Popover.Content>
      </Popover.Root>
      {menuButton}
      {sideMenu}
    </div>
  );
}

export default observer(HomeHeaderActions);
