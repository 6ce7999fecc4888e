// One login popup (a popup announcement after login): its own chunk, because the announcement's
// HTML comes from the server and is sanitised before it reaches the DOM, and the sanitiser is only
// downloaded when a member has a popup to read.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button, Prose } from '@ds';
import { Dialog } from '@ds/components/Dialog';
import { trustedHtml } from '../../security/html';
import type { PopupAnnouncement } from '../../stores/games/gateway';
import { homeMessages as m } from '../lobby/messages';

export default function LoginPopup({
  popup,
  last,
  onNext,
  onDone,
}: {
  popup: PopupAnnouncement;
  /** The last of the login popups: its button closes instead of going on. */
  last: boolean;
  onNext: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  // The popup context's sanitiser, through the app's Trusted Types policy (app/security/html.ts).
  const clean = useMemo(() => trustedHtml(popup.content, 'popup'), [popup.content]);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onDone())}>
      <Dialog.Content
        title={popup.title}
        closeLabel={intl.formatMessage(m.popupClose)}
        data-testid="login-popup"
      >
        <Prose dangerouslySetInnerHTML={clean} />
        <Dialog.Actions>
          {last ? (
            <Button onClick={onDone}>{intl.formatMessage(m.popupClose)}</Button>
          ) : (
            <Button onClick={onNext}>{intl.formatMessage(m.popupNext)}</Button>
          )}
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
