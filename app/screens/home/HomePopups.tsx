// The home screen's popups, loaded only when one is due: the login popups (popup announcements,
// shown once per session after login, one after another, each a dialog the member closes) and then
// the app-download popup (once per session, outside the app, when the merchant has a link for this
// device). The app-download popup is an offer, not a question the player must answer first: a card
// floating above the bottom navigation, non-modal, so a first visit can scroll and tap the games
// under it (README, Decisions). Drawn without the dialog, it also keeps the dialog's chunk, focus
// trap and scroll lock out of every first visit. Announcement HTML comes from the server and is
// sanitised before it reaches the DOM (LoginPopup, with the sanitiser, is a chunk of its own: a
// visitor's app-download popup does not download it).
import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button } from '@ds';
import { FloatingPanel } from '@ds/components/FloatingPanel';
import { useModalTurn } from '../../shell/useModalTurn';
import { useStores } from '../../stores/context';
import { downloadLinkProps, downloadTarget } from '../../stores/games/home';
import type { PopupAnnouncement } from '../../stores/games/gateway';
import { homeMessages as m } from '../lobby/messages';
import type { Device } from './device';

export const LOGIN_POPUPS_SEEN_KEY = 'homeLoginPopupsSeen';
export const APP_POPUP_SEEN_KEY = 'homeAppPopupSeen';

// Its messages are in the first part of the catalogue (app/i18n/firstScreen.ts).
const LoginPopup = lazy(() => import('./LoginPopup'));

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
    return (
      <Suspense fallback={null}>
        <LoginPopup
          popup={popup}
          last={popupIndex >= popups.length - 1}
          onNext={() => setPopupIndex((i) => i + 1)}
          onDone={finishLogin}
        />
      </Suspense>
    );
  }

  if (!download) return null;
  return (
    <FloatingPanel.Root
      title={intl.formatMessage(m.appPopupTitle)}
      description={intl.formatMessage(m.appPopupBody)}
      closeLabel={intl.formatMessage(m.appPopupLater)}
      onClose={finishApp}
      data-testid="app-popup"
    >
      <FloatingPanel.Actions>
        <Button variant="secondary" onClick={finishApp}>
          {intl.formatMessage(m.appPopupLater)}
        </Button>
        <Button
          {...downloadLinkProps(download.url, download.sameTab, window.location.origin)}
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
      </FloatingPanel.Actions>
    </FloatingPanel.Root>
  );
}

export default observer(HomePopups);
