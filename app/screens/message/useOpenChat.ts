// Opens the live chat (SPEC §2, §6, §9): a guest goes to log in, a trial account is refused
// (free_reject), a member waits (loading toast) for the chat address, which is platform data and
// followed only when it passes the URL check, 500 ms after it arrives. A second tap while one is
// in flight does nothing. Used by the message centre and the customer service page.
// The chat's window is opened by the tap itself, before anything is awaited: iOS Safari blocks a
// window opened later (after the address arrives). It shows a blank page until the address is
// checked, and is closed again if the chat cannot start. If the browser opens no window at all,
// the app's own page goes to the chat instead.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { describeError, errorMessages } from '../../api/errorMessages';
import { ApiError, ClientErrorCode } from '../../api/errors';
import { checkNavigation } from '../../security/urls';
import { loginPath } from '../../stores/SessionStore';
import { storeMessages } from '../../stores/messages';
import { ToastDuration } from '../../stores/UiStore';
import { useFeature, useStores } from '../../stores/context';
import { messageCentreFeature } from '../../stores/messageCentre';
import { messageCentreMessages as m } from './messages';

/** SPEC §9: the app goes to the chat 500 ms after the chat URL arrives. */
export const CHAT_REDIRECT_MS = 500;

export function useOpenChat(): () => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { session, ui } = useStores();
  const centre = useFeature(messageCentreFeature);
  const busy = useRef(false);

  return async () => {
    if (!session.isLoggedIn) return void navigate(loginPath(location.pathname));
    if (session.isTrial) {
      await ui.confirm({
        title: errorMessages.trialRefused,
        message: storeMessages.trialActualAccount,
        confirmLabel: storeMessages.ok,
      });
      return;
    }
    if (busy.current) return;
    // Still within the tap: nothing has been awaited yet.
    await launch(openBlankWindow());
  };

  async function launch(chatWindow: Window | null) {
    busy.current = true;
    const hide = ui.showLoading(storeMessages.pleaseWait, ToastDuration.sticky);
    try {
      const chatUrl = await centre.chatUrl({
        backUrl: window.location.href,
        title: intl.formatMessage(m.chat),
      });
      const chat = checkNavigation(chatUrl);
      if (!chat) throw new ApiError(ClientErrorCode.malformed, 200, '');
      const href = chat.kind === 'app' ? new URL(chat.path, window.location.origin).href : chat.href;
      setTimeout(() => {
        if (chatWindow && !chatWindow.closed) {
          chatWindow.location.href = href;
          hide();
        } else window.location.assign(href);
      }, CHAT_REDIRECT_MS);
    } catch (e) {
      chatWindow?.close();
      hide();
      ui.showToast(
        describeError(e, (id) => Boolean(intl.messages[id])),
        { kind: 'error' },
      );
    } finally {
      busy.current = false;
    }
  }
}

/** A blank window for the chat, opened during the tap; cut off from this page (no `opener`). */
function openBlankWindow(): Window | null {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  return opened;
}
