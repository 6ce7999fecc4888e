// The member's account button in the home header: the nickname (or account) and the balance. The
// same button stands alone until the account popover's chunk has loaded (HomeHeaderActions) and
// then as that popover's trigger (AccountMenu), so the header looks the same either way.
import type { ComponentPropsWithRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, Spinner, Stack, Text } from '@ds';
import { visuallyHidden } from '@ds/styles/focus.css';
import { useStores } from '../../stores/context';
import { homeMessages as m } from '../lobby/messages';
import { useBalanceText } from './useBalance';

export const AccountButton = observer(function AccountButton(
  props: Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>,
) {
  const { member } = useStores();
  const intl = useIntl();
  const balance = useBalanceText();
  return (
    // Named by what it shows (name and balance) and then what it opens: a label that hid the
    // visible text would not match what speech-input users say.
    <Button variant="outline" size="sm" {...props} data-testid="account-button">
      <Stack as="span" gap="none" minWidth={0}>
        <Text size="xs" tone="inherit" align="end" truncate>
          {member.displayName}
        </Text>
        <Text
          size="sm"
          weight="bold"
          tone="inherit"
          align="end"
          tabular
          data-testid="header-balance"
          aria-live="polite"
        >
          {balance.refreshing ? (
            <Spinner size="sm" tone="current" label={intl.formatMessage(m.balanceRefreshing)} />
          ) : balance.hidden ? (
            <span aria-label={intl.formatMessage(m.balanceHidden)}>{balance.text}</span>
          ) : (
            balance.text
          )}
        </Text>
      </Stack>
      <span className={visuallyHidden}>{intl.formatMessage(m.accountMenu)}</span>
    </Button>
  );
});
