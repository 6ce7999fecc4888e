// The way back from a page, per its route's rule (SPEC §2 Layout): the shell's header and the
// screens that draw their own top bar (lottery, game list, app download…) go back the same way.
import { useNavigate } from 'react-router-dom';
import { backAction, pathTo, type RouteName } from '../routes/routeTable';

/**
 * Goes back per the route's rule. `history.state.idx` (react-router's) tells whether there is a
 * page of this app behind; without one (the page was opened directly, or from another site) back
 * goes home instead of leaving the app.
 */
export function useBack(routeName: RouteName | string) {
  const navigate = useNavigate();
  return () => {
    const action = backAction(routeName);
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (action.kind === 'home') void navigate(pathTo('home'), { replace: action.replace });
    else if (idx > 0) void navigate(-1);
    else void navigate(pathTo('home'), { replace: true });
  };
}
