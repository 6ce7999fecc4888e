// The download bar: the app links for iOS and Android from the merchant's resources, until the
// player closes it (hideDownloadBar=1 is stored). Hidden as an installed web app, inside the app,
// without links, and on iOS from a web clip with no iOS link. iOS outside Safari is told to use
// Safari. Direct packages (.ipa, .apk) download in the same tab; other links open a new one.
import { useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconButton, IconClose, IconDownload } from '@ds';
import { linkUrl } from '../../security/urls';
import { useStores } from '../../stores/context';
import { HIDE_DOWNLOAD_BAR_KEY } from '../../stores/games/constants';
import { downloadBarVisible, isPackage } from '../../stores/games/home';
import { homeMessages as m } from '../lobby/messages';
import type { Device } from './device';
import * as s from './Home.css';

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
  const targetOf = (url: string) => (isPackage(url) ? {} : { target: '_blank', rel: 'noopener' });
  const close = () => {
    storage.setItem(HIDE_DOWNLOAD_BAR_KEY, '1');
    setClosed(true);
  };

  return (
    <section className={s.downloadArea} aria-labelledby="home-download-title" data-testid="download-area">
      <div className={s.downloadHead}>
        <h2 id="home-download-title" className={s.downloadTitle}>
          {intl.formatMessage(m.downloadTitle)}
        </h2>
        <IconButton
          icon={<IconClose />}
          label={intl.formatMessage(m.downloadClose)}
          variant="ghost"
          onClick={close}
          data-testid="download-close"
        />
      </div>
      <div className={s.downloadLinks}>
        {ios ? (
          <Button
            href={ios}
            variant="secondary"
            startIcon={<IconDownload />}
            onClick={onIos}
            {...targetOf(ios)}
            data-testid="download-ios"
          >
            {intl.formatMessage(m.downloadIos)}
          </Button>
        ) : null}
        {android ? (
          <Button
            href={android}
            variant="secondary"
            startIcon={<IconDownload />}
            {...targetOf(android)}
            data-testid="download-android"
          >
            {intl.formatMessage(m.downloadAndroid)}
          </Button>
        ) : null}
      </div>
    </section>
  );
});
