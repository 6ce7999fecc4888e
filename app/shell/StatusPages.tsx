// The service-error (status 1) and region-restriction (status 2) pages of the status gate:
// complete, translated, themed, with a retry.
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { IconAlert, IconGlobe } from '@ds';
import { useStores } from '../stores/context';
import { MessagePage } from './MessagePage';
import { regionIpMessage, shellMessages } from './messages';
import { RetryButton } from './StatusGate';

export function ServiceErrorPage() {
  const intl = useIntl();
  return (
    <main data-status-page="service-error">
      <MessagePage
        full
        icon={<IconAlert size="lg" />}
        title={intl.formatMessage(shellMessages.serviceErrorTitle)}
        body={intl.formatMessage(shellMessages.serviceErrorBody)}
        actions={<RetryButton />}
      />
    </main>
  );
}

export const RegionRestrictedPage = observer(function RegionRestrictedPage() {
  const intl = useIntl();
  const { settings } = useStores();
  const ip = settings.ip;
  return (
    <main data-status-page="region-restricted">
      <MessagePage
        full
        icon={<IconGlobe size="lg" />}
        title={intl.formatMessage(shellMessages.regionTitle)}
        body={
          <>
            {intl.formatMessage(shellMessages.regionBody)}
            {ip ? (
              <>
                <br />
                {intl.formatMessage(regionIpMessage, { ip })}
              </>
            ) : null}
          </>
        }
        actions={<RetryButton />}
      />
    </main>
  );
});
