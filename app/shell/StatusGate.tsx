// The system status gate (SPEC §2, §4): status 0 renders the app, 1 the service-error page
// (maintenance, even with a region restriction), 2 the IP/region-restriction page. Both pages are
// complete, translated and themed, with a retry. A start whose status call failed shows why, with
// a retry; nothing renders blank.
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, IconAlert, IconRefresh } from '@ds';
import { describeError } from '../api/errorMessages';
import { useStores } from '../stores/context';
import { MessagePage } from './MessagePage';
import { PageLoading } from './PageLoading';
import { shellMessages } from './messages';
import { START_TIMEOUT_MS } from './startup';
import { lazyPart } from './lazyPart';

// The two status pages are their own chunk: a normal start never downloads them.
const ServiceErrorPage = lazyPart(() =>
  import('./StatusPages').then((m) => ({ default: m.ServiceErrorPage })),
);
const RegionRestrictedPage = lazyPart(() =>
  import('./StatusPages').then((m) => ({ default: m.RegionRestrictedPage })),
);

/**
 * True once `active` has been true for `ms` without a break; `restart` starts the wait again (a
 * retry). Start-up waits use it so that no spinner spins for ever.
 */
export function useDeadline(active: boolean, ms = START_TIMEOUT_MS): [expired: boolean, restart: () => void] {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpiredRound(round), ms);
    return () => clearTimeout(timer);
  }, [active, ms, round]);
  return [active && expiredRound === round, () => setRound((r) => r + 1)];
}

export const StatusGate = observer(function StatusGate({ children }: { children: ReactNode }) {
  const { settings } = useStores();
  const status = settings.status;
  // The platform's status is what every page waits for: without an answer in time, offer a retry.
  const [late, restart] = useDeadline(status === null && settings.state !== 'error');
  if (status === 0) return <>{children}</>;
  if (status === 1 || status === 2) {
    return (
      <Suspense fallback={<PageLoading full />}>
        {status === 1 ? <ServiceErrorPage /> : <RegionRestrictedPage />}
      </Suspense>
    );
  }
  // The start failed (no answer): shown from this chunk, since the network may be what failed.
  if (settings.state === 'error') return <StartFailedPage />;
  if (late) return <StartFailedPage onRetry={restart} />;
  return <PageLoading full />;
});

export function RetryButton({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  const { settings } = useStores();
  return (
    <Button
      onClick={() => {
        onRetry?.();
        void settings.load();
      }}
      // After the deadline the call is still pending, and the player may ask again at once.
      loading={!onRetry && settings.state === 'loading'}
      startIcon={<IconRefresh size="sm" />}
    >
      {intl.formatMessage(shellMessages.retry)}
    </Button>
  );
}

const StartFailedPage = observer(function StartFailedPage({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  const { settings } = useStores();
  // Still waiting (the deadline passed): 'loading failed, tap to retry'; failed: why it failed.
  const message: MessageDescriptor =
    settings.state === 'error'
      ? describeError(settings.error, (id) => Boolean(intl.messages[id]))
      : shellMessages.loadFailed;
  return (
    <main data-status-page="start-failed">
      <MessagePage
        full
        icon={<IconAlert size="lg" />}
        title={intl.formatMessage(shellMessages.startFailedTitle)}
        body={intl.formatMessage(message)}
        actions={<RetryButton onRetry={onRetry} />}
      />
    </main>
  );
});
