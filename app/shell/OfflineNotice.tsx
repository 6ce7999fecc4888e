// Shows a banner while the device is offline (navigator.onLine and its events); it goes away when
// the network returns.
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box } from '@ds';
import { OfflineBanner } from '@ds/components/OfflineBanner';
import { useStores } from '../stores/context';
import { shellMessages } from './messages';

export const OfflineNotice = observer(function OfflineNotice() {
  const intl = useIntl();
  const { ui } = useStores();
  useEffect(() => {
    ui.setOnline(navigator.onLine);
    const online = () => ui.setOnline(true);
    const offline = () => ui.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [ui]);
  if (ui.online) return null;
  return (
    <Box position="sticky" top={0} zIndex="sticky">
      <OfflineBanner message={intl.formatMessage(shellMessages.offline)} />
    </Box>
  );
});
