// The home screen's popups, loaded only when one is due: the login popups (popup announcements,
// shown once per session after login, one after another) and then the app-download popup (once per
// session, outside the app, when the merchant has a link for this device). Announcement HTML comes
// from the server and is sanitised before it reaches the DOM.
import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button } from '@ds';
import { Dialog } from '@ds/components/Dialog';
import { trustedHtml } from '../../security/html';
import { useModalTurn } from '../../shell/useModalTurn';
import { useStores } from '../../stores/context';
import { downloadTarget } from '../../stores/games/home';
import type { PopupAnnouncement } from '../../stores/games/gateway';
import { homeMessages as m } from '../lobby/messages';
import type { Device } from './device';

export const LOGIN_POPUPS_SEEN_KEY = 'homeLoginPopupsSeen';
export const APP_POPUP_SEEN_KEY = 'homeAppPopupSeen';

function Html({ html }: { html: string }) {
  // The popup context's sanitiser, through the app's Trusted Types policy (app/security/html.ts).
  const clean = useMemo(() => trustedHtml(html, 'popup'), [html]);
  return <div dangerouslySetInnerHTML={clean} />;
}

function HomePopups({ device }: { device: Device }) {
  const root = useStores();
  const intl = useIntl();
  const home = root.features.games.home;
  const session = root.storages.session;
  const [popupIndex, setPopupIndex] = useState(0);
  const [stage, setStage] = useState<'login' | 'app' | 'done'>(() =>
    session.getItem(LOGIN_POPUPS_SEEN_KEY) === '1' ? 'app' : 'login',
  );

  const popups: PopupAnnouncement[] = root.session.isLoggedIn ? home.popups : [];
  const download = device.inApp ? null : downloadTarget(home.downloadLinks, device.ios);

  const finishLogin = () => {
    session.setItem(LOGIN_POPUPS_SEEN_KEY, '1');
    setStage('app');
  };
  const finishApp = () => {
    session.setItem(APP_POPUP_SEEN_KEY, '1');
    setStage('done');
  };

  const loginDue = stage === 'login' && popups.length > 0;
  const appDue = stage !== 'done' && download !== null && session.getItem(APP_POPUP_SEEN_KEY) !== '1';
  // The popups wait while a prompt (e.g. a pending agent contract) is on screen, and vice versa.
  const myTurn = useModalTurn('home-popups', loginDue || appDue);
  if (!myTurn) return null;

  if (loginDue) {
    const popup = popups[Math.min(popupIndex, popups.length - 1)]!;
    const last = popupIndex >= popups.length - 1;
    return (
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : finishLogin())}>
        <Dialog.Content
          title={popup.title}
          closeLabel={intl.formatMessage(m.popupClose)}
          data-testid="login-popup"
        >
          <Html html={popup.content} />
          <Dialog.Actions>
            {last ? (
              <Button onClick={finishLogin}>{intl.formatMessage(m.popupClose)}</Button>
            ) : (
              <Button onClick={() => setPopupIndex((i) => i + 1)}>{intl.formatMessage(m.popupNext)}</Button>
            )}
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    );
  }

  if (!download) return null;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : finishApp())}>
      <Dialog.Content
        title={intl.formatMessage(m.appPopupTitle)}
        description={intl.formatMessage(m.appPopupBody)}
        closeLabel={intl.formatMessage(m.appPopupLater)}
        data-testid="app-popup"
      >
        <Dialog.Actions>
          <Button variant="secondary" onClick={finishApp}>
            {intl.formatMessage(m.appPopupLater)}
          </Button>
          <Button
            href={download.url}
            {...(download.sameTab ? {} : { target: '_blank', rel: 'noopener' })}
            onClick={(e) => {
              if (device.ios && !device.safari) {
                e.preventDefault();
                root.ui.showToast(m.safariRequired);
              }
              finishApp();
            }}
          >
            {intl.formatMessage(m.appPopupDownload)}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default observer(HomePopups);
