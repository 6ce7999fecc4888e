// The 18+ mark: play is for adults only (the side menu's footer and the responsible-gaming page).
import { useIntl } from 'react-intl';
import { rgMessages } from './messages';
import * as css from './AdultsOnlyBadge.css';

export function AdultsOnlyBadge() {
  const intl = useIntl();
  return (
    <span className={css.badge} role="img" aria-label={intl.formatMessage(rgMessages.adultsOnly)}>
      {intl.formatMessage(rgMessages.adultsBadge)}
    </span>
  );
}
