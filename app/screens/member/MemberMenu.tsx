// The member menu as a list (base layout) or a grid of tiles (new layout), with sign out.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { IconChevronRight, IconLogout } from '@ds';
import { Badge } from '@ds/components/Badge';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { memberMessages } from './messages';
import { useMemberMenu } from './parts';
import * as css from './MemberCentre.css';

export const MemberMenu = observer(function MemberMenu({ variant }: { variant: 'list' | 'grid' }) {
  const intl = useIntl();
  const { session } = useStores();
  const entries = useMemberMenu();
  const logoutLabel = intl.formatMessage(storeMessages.logoutConfirm);

  if (variant === 'grid') {
    return (
      <nav aria-label={intl.formatMessage(memberMessages.menu)}>
        <ul className={css.grid}>
          {entries.map((e) => (
            <li key={e.key}>
              <Link to={e.to} className={css.tile}>
                <span className={css.listIcon} aria-hidden="true">
                  {e.icon}
                </span>
                <span>{intl.formatMessage(e.label)}</span>
                {e.badge ? <Badge count={e.badge} /> : null}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={css.tile} onClick={() => void session.logout()}>
              <span className={css.listIcon} aria-hidden="true">
                <IconLogout />
              </span>
              <span>{logoutLabel}</span>
            </button>
          </li>
        </ul>
      </nav>
    );
  }

  return (
    <nav aria-label={intl.formatMessage(memberMessages.menu)}>
      <ul className={css.list}>
        {entries.map((e) => (
          <li key={e.key} className={css.listItem}>
            <Link to={e.to} className={css.listLink}>
              <span className={css.listIcon} aria-hidden="true">
                {e.icon}
              </span>
              <span className={css.listLabel}>{intl.formatMessage(e.label)}</span>
              {e.badge ? <Badge count={e.badge} /> : null}
              <span className={css.chevron} aria-hidden="true">
                <IconChevronRight size="sm" />
              </span>
            </Link>
          </li>
        ))}
        <li className={css.listItem}>
          <button type="button" className={css.listLink} onClick={() => void session.logout()}>
            <span className={css.listIcon} aria-hidden="true">
              <IconLogout />
            </span>
            <span className={css.listLabel}>{logoutLabel}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
});
