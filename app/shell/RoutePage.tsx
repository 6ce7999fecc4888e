// One route's page: the access rule (guests to login and back, trial accounts refused), the
// document title, the lazily loaded screen inside Suspense and the route error boundary.
import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
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

/**
 * Leaves the page for `to` once drawn, if the access rule that sent it away (`still`) holds then.
 * The rule is read at render and the way on is taken after the commit, and the session can end in
 * between: a stored session the platform has already expired is answered by the page's first calls
 * with SESSION_EXPIRED, which signs the member out (and goes to login) while a signed-in member's
 * way off the login page is pending. Taking that way regardless would leave a visitor on home.
 */
function Leave({ to, still }: { to: string; still: () => boolean }) {
  const navigate = useNavigate();
  const stillDue = useEffectEvent(still);
  useEffect(() => {
    if (stillDue()) void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

export const RoutePage = observer(function RoutePage({ route }: { route: RouteDef }) {
  const { session } = useStores();
  const location = useLocation();
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const title = intl.formatMessage(route.title);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const signedIn = () => session.isLoggedIn;
  if (route.access === 'guest') {
    // A signed-in member has nothing to do on the sign-in page: on to where they were going.
    const member = () => signedIn() && !session.isTrial;
    if (member()) return <Leave to={redirectTarget(location.search)} still={member} />;
  } else if (route.access !== 'public' && !signedIn()) {
    return <Leave to={loginPath(location.pathname + location.search)} still={() => !signedIn()} />;
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
