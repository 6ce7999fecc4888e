// The download bar: the app links for iOS and Android from the merchant's resources, until the
// player closes it (hideDownloadBar=1 is stored). Hidden as an installed web app, inside the app,
// without links, and on iOS from a web clip with no iOS link. iOS outside Safari is told to use
// Safari. Direct packages (.ipa, .apk) download in the same tab; other links open a new one.
import { useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Box, Button, Card, Heading, IconButton, IconClose, IconDownload, Stack } from '@ds';
import { linkUrl } from '../../security/urls';
import { useStores } from '../../stores/context';
import { HIDE_DOWNLOAD_BAR_KEY } from '../../stores/games/constants';
import { downloadBarVisible, downloadLinkProps, isPackage } from '../../stores/games/home';
import { homeMessages as m } from '../lobby/messages';
import type { Device } from './device';

export const DownloadArea = observer(function DownloadArea({ device }: { device: Device }) {
  const root = useStores();
  const intl = useIntl();
  const storage = root.storages.local;
  const [closed, setClosed] = useState(() => storage.getItem(HIDE_DOWNLOAD_BAR_KEY) === '1');
  const links = root.features.games.home.downloadLinks;
  const visible = downloadBarVisible({
    closed,
    inApp: device.inApp,
    installedPwa: device.installedPwa,
    isIos: device.ios,
    webclip: device.webclip,
    links,
  });
  if (!visible) return null;
  // Download addresses are platform data: only checked http(s) addresses and paths are offered.
  const find = (type: string) =>
    links.find((l) => l.resourceType.toUpperCase() === type && linkUrl(l.url))?.url;
  const ios = find('IOS') ?? find('MOBILECONFIG');
  const android = find('ANDROID');

  const onIos = (e: MouseEvent) => {
    if (device.ios && !device.safari) {
      e.preventDefault();
      root.ui.showToast(m.safariRequired);
    }
  };
  const linkTo = (url: string) => downloadLinkProps(url, isPackage(url), window.location.origin);
  const close = () => {
    storage.setItem(HIDE_DOWNLOAD_BAR_KEY, '1');
    setClosed(true);
  };

  return (
    <Box marginX="gutter">
      <Card
        as="section"
        tone="elevated"
        padding="md"
        aria-labelledby="home-download-title"
        data-testid="download-area"
      >
        <Stack gap="sm">
          <Stack direction="row" justify="between" align="center" gap="sm">
            <Heading level={4} as="h2" id="home-download-title">
              {intl.formatMessage(m.downloadTitle)}
            </Heading>
            <IconButton
              icon={<IconClose />}
              label={intl.formatMessage(m.downloadClose)}
              variant="ghost"
              onClick={close}
              data-testid="download-close"
            />
          </Stack>
          <Stack direction="row" wrap gap="sm">
            {ios ? (
              <Button
                {...linkTo(ios)}
                variant="secondary"
                startIcon={<IconDownload />}
                onClick={onIos}
                data-testid="download-ios"
              >
                {intl.formatMessage(m.downloadIos)}
              </Button>
            ) : null}
            {android ? (
              <Button
                {...linkTo(android)}
                variant="secondary"
                startIcon={<IconDownload />}
                data-testid="download-android"
              >
                {intl.formatMessage(m.downloadAndroid)}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Card>
    </Box>
  );
});
