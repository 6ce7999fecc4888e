// Social login buttons (SPEC §2): only on the username tab, only when the merchant's setting for
// the provider is on AND the provider's sign-in service has loaded in the page (its SDK exposes
// itself on `window`). A tap signs in with the provider and hands its id token to the platform.
import { observer } from 'mobx-react-lite';
import { useSyncExternalStore } from 'react';
import { Button } from '@ds';
import type { AccountSettings } from '../../../stores/accounts/AccountSettings';
import * as css from '../accounts.css';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';

interface FacebookSdk {
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void): void;
}
interface GoogleIdSdk {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(): void;
}
interface ProviderGlobals {
  FB?: Partial<FacebookSdk>;
  google?: { accounts?: { id?: Partial<GoogleIdSdk> } };
}

const globals = () => (typeof window === 'undefined' ? undefined : (window as unknown as ProviderGlobals));

/** Whether each provider's sign-in SDK is ready in this page. */
export function providersReady(w: ProviderGlobals | undefined = globals()) {
  return {
    facebook: typeof w?.FB?.login === 'function',
    google: typeof w?.google?.accounts?.id?.prompt === 'function',
  };
}

const subscribe = (notify: () => void) => {
  window.addEventListener('load', notify);
  window.addEventListener('focus', notify);
  return () => {
    window.removeEventListener('load', notify);
    window.removeEventListener('focus', notify);
  };
};

export const SocialLogins = observer(function SocialLogins({
  settings,
  onIdToken,
  busy,
}: {
  settings: AccountSettings;
  onIdToken: (token: string) => void;
  busy: boolean;
}) {
  const { intl } = useAccountText();
  const ready = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(providersReady()),
    () => '{"facebook":false,"google":false}',
  );
  const { facebook, google } = JSON.parse(ready) as { facebook: boolean; google: boolean };
  const showFacebook = settings.facebookLogin.enabled && facebook;
  const showGoogle = settings.googleLogin.enabled && google;
  if (!showFacebook && !showGoogle) return null;

  const signInFacebook = () =>
    (globals()?.FB as FacebookSdk).login((r) => {
      if (r.authResponse?.accessToken) onIdToken(r.authResponse.accessToken);
    });
  const signInGoogle = () => {
    const id = globals()?.google?.accounts?.id as GoogleIdSdk;
    id.initialize({
      client_id: settings.googleLogin.clientId,
      callback: (r) => {
        if (r.credential) onIdToken(r.credential);
      },
    });
    id.prompt();
  };

  return (
    <>
      <p className={css.divider}>{intl.formatMessage(labels.orContinueWith)}</p>
      <div className={css.links}>
        {showFacebook ? (
          <Button variant="secondary" type="button" loading={busy} onClick={signInFacebook}>
            {intl.formatMessage(labels.facebook)}
          </Button>
        ) : null}
        {showGoogle ? (
          <Button variant="secondary" type="button" loading={busy} onClick={signInGoogle}>
            {intl.formatMessage(labels.google)}
          </Button>
        ) : null}
      </div>
    </>
  );
});
