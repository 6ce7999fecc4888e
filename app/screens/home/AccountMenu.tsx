// The member's account popover (Deposit, Withdraw, Refresh balance, Hide/Show balance, Sign out),
// its own chunk: Radix Popover and the positioning engine are downloaded when the member first
// reaches for the account button (HomeHeaderActions), not with the home page.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { IconDeposit, IconEye, IconEyeOff, IconLogout, IconRefresh, IconWithdraw } from '@ds';
import { Popover } from '@ds/components/Popover';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { AccountButton } from './AccountButton';
import { pathTo } from '../../routes/routeTable';

function AccountMenu({
  defaultOpen,
  onOpenChange,
}: {
  /** Open at once: the tap that asked for this module opens it. */
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const { session, wallet } = useStores();
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Popover.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger>
        <AccountButton />
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
  );
}

export default observer(AccountMenu);
