// Social login buttons (SPEC §2): only on the username tab, only when the merchant's setting for
// the provider is on AND the provider's sign-in service is ready. The merchant's settings say where
// each provider's SDK script lives; it is loaded once on the login page (SocialProviders) and the
// button appears when the SDK has put itself on `window`. A tap signs in through the provider's own
// consent step and hands its id token to the platform; a refusal is shown under the buttons.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button, Skeleton } from '@ds';
import { vars } from '@ds/theme/vars.css';
import { whenIdle } from '@ds/utils/whenIdle';
import type { AccountSettings } from '../../../stores/accounts/AccountSettings';
import { accountMessages } from '../../../stores/accounts/messages';
import {
  browserSocialProviders,
  type SocialProvider,
  type SocialProviders,
} from '../../../stores/accounts/SocialProviders';
import * as css from '../accounts.css';
import { labels } from '../messages';
import { useAccountText } from './useAccountForm';

/** The longest the SDKs wait for the page to be idle (ms). */
const SDK_IDLE_TIMEOUT_MS = 2000;

/** A social button's height, for the placeholder that keeps its place. */
const BUTTON_HEIGHT = vars.button.height;

export const SocialLogins = observer(function SocialLogins({
  settings,
  onIdToken,
  busy,
  error,
  refused,
  providers: given,
}: {
  settings: AccountSettings;
  onIdToken: (token: string) => void;
  busy: boolean;
  /** The last social login failure. */
  error?: unknown;
  /** Whether that failure is the platform refusing the provider's sign-in. */
  refused?: boolean;
  /** The page's providers (tests pass their own). */
  providers?: SocialProviders;
}) {
  const { intl, failure } = useAccountText();
  const [providers] = useState(() => given ?? browserSocialProviders());
  const loaded = settings.state === 'ready';
  // The providers' SDKs (a large third-party script each) are fetched and run once the page is idle,
  // not while the login form is first drawn and its own scripts run: the form answers sooner, and the
  // buttons' placeholders keep their places until the SDKs are in.
  useEffect(() => {
    if (!loaded) return;
    return whenIdle(() => void providers.load(settings), SDK_IDLE_TIMEOUT_MS);
  }, [loaded, providers, settings]);

  const showFacebook = providers.shows(settings, 'facebook');
  const showGoogle = providers.shows(settings, 'google');
  // A button whose SDK is still loading keeps its place (a placeholder of its size), so the page
  // does not move when it appears; one whose SDK fails gives its place up.
  const awaitFacebook = providers.awaits(settings, 'facebook');
  const awaitGoogle = providers.awaits(settings, 'google');
  if (!showFacebook && !showGoogle && !awaitFacebook && !awaitGoogle) return null;

  const signIn = async (p: SocialProvider) => {
    const token = await providers.signIn(settings, p);
    if (token) onIdToken(token);
  };
  const errorText = error
    ? refused
      ? intl.formatMessage(accountMessages.socialRefused)
      : failure(error)
    : undefined;

  return (
    <>
      <p className={css.divider}>{intl.formatMessage(labels.orContinueWith)}</p>
      <div className={css.links} aria-busy={awaitFacebook || awaitGoogle ? true : undefined}>
        {showFacebook ? (
          <Button variant="secondary" type="button" loading={busy} onClick={() => void signIn('facebook')}>
            {intl.formatMessage(labels.facebook)}
          </Button>
        ) : awaitFacebook ? (
          <Skeleton width="6rem" height={BUTTON_HEIGHT} />
        ) : null}
        {showGoogle ? (
          <Button variant="secondary" type="button" loading={busy} onClick={() => void signIn('google')}>
            {intl.formatMessage(labels.google)}
          </Button>
        ) : awaitGoogle ? (
          <Skeleton width="6rem" height={BUTTON_HEIGHT} />
        ) : null}
      </div>
      <div role="alert" aria-live="assertive">
        {errorText ? <p className={css.formError}>{errorText}</p> : null}
      </div>
    </>
  );
});
