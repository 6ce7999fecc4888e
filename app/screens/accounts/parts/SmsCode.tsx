// The SMS code button (cooldown from the flow store, so it survives a reload) and the place of the
// human-verification dialog that comes before every SMS request. The dialog (with the design
// system's dialog and captcha field) is a chunk of its own, fetched when the browser is idle or at
// the first tap: the page's first paint does not wait for it.
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { SmsCodeButton } from '@ds';
import { lazyPart, preloadWhenIdle } from '../../../shell/lazyPart';
import type { SmsCodeFlow } from '../../../stores/accounts/SmsCodeFlow';
import { labels, resendInMessage } from '../messages';
import { useAccountText } from './useAccountForm';

const HumanCheckDialog = lazyPart(() => import('./HumanCheckDialog'));

export const SmsButton = observer(function SmsButton({
  flow,
  onRequest,
}: {
  flow: SmsCodeFlow;
  /** Checks the number and opens the verification step; false when the number is invalid. */
  onRequest: () => boolean;
}) {
  const { intl } = useAccountText();
  const { cooldown } = flow;
  return (
    <SmsCodeButton
      label={intl.formatMessage(labels.getCode)}
      renderCountdown={(seconds) => intl.formatMessage(resendInMessage, { seconds })}
      expiresAt={cooldown.until > 0 ? cooldown.until : null}
      loading={flow.dialogOpen || cooldown.sending}
      onSend={() => {
        onRequest();
      }}
    />
  );
});

/**
 * The human-verification dialog of an SMS flow, mounted from the flow's first request on (so its
 * closing is animated and its captcha kept while the page lives).
 */
export const HumanCheck = observer(function HumanCheck({ flow }: { flow: SmsCodeFlow }) {
  const [mounted, setMounted] = useState(flow.dialogOpen);
  if (flow.dialogOpen && !mounted) setMounted(true);
  useEffect(() => preloadWhenIdle(HumanCheckDialog.preload), []);
  return mounted ? (
    <Suspense fallback={null}>
      <HumanCheckDialog flow={flow} />
    </Suspense>
  ) : null;
});
