// What a route's screen reads first, started by the start-up (app/main.tsx) as soon as the platform
// is known to be open, so the answers arrive while the screen's chunk downloads and the app renders
// its first frame, instead of after. Only public first screens that read the same data for every
// visitor are here; the stores hand the reads in flight to the screens when they mount (HomeStore
// loadOnOpen, GamesStore createList/openList), so nothing is asked twice.
import type { RootStore } from '../stores/RootStore';
import type { RouteName } from './routeTable';

type RouteData = (root: RootStore, search: URLSearchParams) => void;

export const routeData: Partial<Record<RouteName, RouteData>> = {
  home: (root) => {
    const { games } = root.features;
    games.home.prefetch();
    games.lobby.loadOnce();
  },
  gameList: (root, search) => {
    const { games } = root.features;
    games.prefetchList({
      gameType: search.get('gameType'),
      type: search.get('type'),
      vassalage: search.get('vassalage'),
    });
    games.lobby.loadOnce();
  },
};
