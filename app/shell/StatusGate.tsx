// The system status gate (SPEC §2, §4): status 0 renders the app, 1 the service-error page
// (maintenance, even with a region restriction), 2 the IP/region-restriction page. Both pages are
// complete, translated and themed, with a retry. A start whose status call failed shows why, with
// a retry; nothing renders blank.
import { lazy, Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Button, IconAlert, IconRefresh } from '@ds';
import { describeError } from '../api/errorMessages';
import { useStores } from '../stores/context';
import { MessagePage } from './MessagePage';
import { PageLoading } from './PageLoading';
import { shellMessages } from './messages';

// The two status pages are their own chunk: a normal start never downloads them.
const ServiceErrorPage = lazy(() => import('./StatusPages').then((m) => ({ default: m.ServiceErrorPage })));
const RegionRestrictedPage = lazy(() =>
  import('./StatusPages').then((m) => ({ default: m.RegionRestrictedPage })),
);

export const StatusGate = observer(function StatusGate({ children }: { children: ReactNode }) {
  const { settings } = useStores();
  const status = settings.status;
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
  return <PageLoading full />;
});

export function RetryButton() {
  const intl = useIntl();
  const { settings } = useStores();
  return (
    <Button
      onClick={() => void settings.load()}
      loading={settings.state === 'loading'}
      startIcon={<IconRefresh size="sm" />}
    >
      {intl.formatMessage(shellMessages.retry)}
    </Button>
  );
}

const StartFailedPage = observer(function StartFailedPage() {
  const intl = useIntl();
  const { settings } = useStores();
  const message = describeError(settings.error, (id) => Boolean(intl.messages[id]));
  return (
    <main data-status-page="start-failed">
      <MessagePage
        full
        icon={<IconAlert size="lg" />}
        title={intl.formatMessage(shellMessages.startFailedTitle)}
        body={intl.formatMessage(message)}
        actions={<RetryButton />}
      />
    </main>
  );
});
