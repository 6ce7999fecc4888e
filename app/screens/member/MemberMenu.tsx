// The member menu as a list (base layout) or a grid of tiles (new layout), with sign out.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Badge, IconLogout, List, ListItem, Shortcut, ShortcutList } from '@ds';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { memberMessages } from './messages';
import { useMemberMenu } from './parts';

export const MemberMenu = observer(function MemberMenu({ variant }: { variant: 'list' | 'grid' }) {
  const intl = useIntl();
  const { session } = useStores();
  const entries = useMemberMenu();
  const logoutLabel = intl.formatMessage(storeMessages.logoutConfirm);
  const logout = () => void session.logout();

  return (
    <nav aria-label={intl.formatMessage(memberMessages.menu)}>
      {variant === 'grid' ? (
        <ShortcutList variant="tiles">
          {entries.map((e) => (
            <Shortcut
              key={e.key}
              href={e.to}
              icon={e.icon}
              label={intl.formatMessage(e.label)}
              badge={e.badge ? <Badge count={e.badge} /> : null}
            />
          ))}
          <Shortcut onClick={logout} icon={<IconLogout />} label={logoutLabel} />
        </ShortcutList>
      ) : (
        <List>
          {entries.map((e) => (
            <ListItem
              key={e.key}
              href={e.to}
              icon={e.icon}
              label={intl.formatMessage(e.label)}
              trailing={e.badge ? <Badge count={e.badge} /> : null}
            />
          ))}
          <ListItem onClick={logout} icon={<IconLogout />} label={logoutLabel} chevron={false} />
        </List>
      )}
    </nav>
  );
});
