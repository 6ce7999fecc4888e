// One route's page: the access rule (guests to login and back, trial accounts refused), the
// document title, the lazily loaded screen inside Suspense and the route error boundary.
import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import type { RouteDef } from '../routes/routeTable';
import { loginPath, redirectTarget } from '../stores/SessionStore';
import { useStores } from '../stores/context';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyScreen } from './screens';
import { lazyPart } from './lazyPart';

// Pages for the rarer cases are their own chunks.
const PreparingPage = lazyPart(() => import('./PreparingPage').then((m) => ({ default: m.PreparingPage })));
const TrialRefusedPage = lazyPart(() =>
  import('./TrialRefusedPage').then((m) => ({ default: m.TrialRefusedPage })),
);

export const RoutePage = observer(function RoutePage({ route }: { route: RouteDef }) {
  const { session } = useStores();
  const location = useLocation();
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const title = intl.formatMessage(route.title);

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (route.access === 'guest') {
    // A signed-in member has nothing to do on the sign-in page: on to where they were going.
    if (session.isLoggedIn && !session.isTrial) {
      return <Navigate to={redirectTarget(location.search)} replace />;
    }
  } else if (route.access !== 'public' && !session.isLoggedIn) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  const Screen = lazyScreen(route.screen, attempt);
  const refused = route.access === 'real' && session.isTrial;
  return (
    <RouteErrorBoundary resetKey={location.pathname} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<PageLoading />}>
        {refused ? <TrialRefusedPage /> : Screen ? <Screen /> : <PreparingPage title={route.title} />}
      </Suspense>
    </RouteErrorBoundary>
  );
});
