// The right side menu (SPEC.md §2 'Home header and side menu'). Logged in: nickname or account,
// the VIP club label, the total balance (hideable), deposit and withdraw, the member entries that
// the merchant's whitelabel menu keys enable, the language switcher and sign out. Logged out:
// register and login, and the language switcher.
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button, IconButton, IconChevronRight, IconEye, IconEyeOff, Text } from '@ds';
import { LanguagePicker } from '@ds/components/LanguagePicker';
import { Sheet } from '@ds/components/Sheet';
import { locales, nativeNames, toLocale } from '../../i18n/locales';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { useBalanceText } from './useBalance';
import * as s from './HomeHeader.css';
import { pathTo } from '../../routes/routeTable';

/** Member entries and the whitelabel menu key that shows each. */
export const MEMBER_ENTRIES: readonly { flag: string; to: string; label: MessageDescriptor }[] = [
  { flag: 'MENU_BET_RECORD', to: pathTo('gameRecord'), label: m.betRecord },
  { flag: 'MENU_TRANSACTION_RECORD', to: pathTo('transactionRecord'), label: m.transactionRecord },
  { flag: 'MENU_PROFIT_LOSS', to: pathTo('profitandloss'), label: m.profitLoss },
  { flag: 'MENU_REWARD_CENTER', to: pathTo('rewardCenter'), label: m.rewardCenter },
  { flag: 'MENU_POINTS_MALL', to: pathTo('mall'), label: m.pointsMall },
  { flag: 'MENU_SECURITY_CENTER', to: pathTo('securityCenter'), label: m.securityCenter },
];

function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const root = useStores();
  const { session, member, wallet, settings, ui } = root;
  const intl = useIntl();
  const balance = useBalanceText();
  const close = () => onOpenChange(false);

  const languages = (
    <section>
      <h3 className={s.sectionTitle}>{intl.formatMessage(m.language)}</h3>
      <LanguagePicker
        label={intl.formatMessage(m.language)}
        languages={locales.map((code) => ({ code, nativeName: nativeNames[code] }))}
        value={ui.locale}
        onChange={(code) => ui.setLocale(toLocale(code))}
      />
    </section>
  );

  return (
    <Sheet.Root open={open} onOpenChange={onOpenChange}>
      <Sheet.Content
        side="right"
        title={intl.formatMessage(m.menuTitle)}
        closeLabel={intl.formatMessage(m.closeMenu)}
        data-testid="side-menu"
      >
        <div className={s.menuBody}>
          {session.isLoggedIn ? (
            <>
              <div className={s.profile}>
                <Text weight="bold" data-testid="side-menu-name">
                  {member.displayName}
                </Text>
                {member.vipLabel ? <span className={s.vipLabel}>{member.vipLabel}</span> : null}
                <div className={s.balanceRow}>
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(m.totalBalance)}
                  </Text>
                  <IconButton
                    icon={wallet.hidden ? <IconEye /> : <IconEyeOff />}
                    label={
                      wallet.hidden ? intl.formatMessage(m.showBalance) : intl.formatMessage(m.hideBalance)
                    }
                    onClick={() => wallet.setHidden(!wallet.hidden)}
                  />
                </div>
                <Text size="lg" weight="bold" tabular data-testid="side-menu-balance">
                  {balance.refreshing ? intl.formatMessage(m.balanceRefreshing) : balance.text}
                </Text>
              </div>
              <div className={s.buttonRow}>
                <Button href={pathTo('voucherCenter')} onClick={close}>
                  {intl.formatMessage(m.deposit)}
                </Button>
                <Button href={pathTo('withdraw')} variant="secondary" onClick={close}>
                  {intl.formatMessage(m.withdraw)}
                </Button>
              </div>
              <nav aria-label={intl.formatMessage(m.memberNav)}>
                <ul className={s.navList}>
                  {MEMBER_ENTRIES.filter((e) => settings.isOn(e.flag)).map((e) => (
                    <li key={e.flag}>
                      <Link className={s.navLink} to={e.to} onClick={close}>
                        {intl.formatMessage(e.label)}
                        <IconChevronRight size="sm" aria-hidden="true" />
                      </Link>
                    </li>
                  ))}
                </ul>
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
              <div className={s.buttonRow}>
                <Button href={pathTo('register')} variant="secondary" onClick={close}>
                  {intl.formatMessage(m.register)}
                </Button>
                <Button href={pathTo('login')} onClick={close}>
                  {intl.formatMessage(m.login)}
                </Button>
              </div>
              {languages}
            </>
          )}
        </div>
      </Sheet.Content>
    </Sheet.Root>
  );
}

export default observer(SideMenu);
