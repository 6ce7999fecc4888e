// What a tap on a game, a vendor tile or a favourite star does, shared by every game screen.
// Opening is guarded: a double tap (or a second tap while the lazily loaded game route is still
// on its way) launches once, so the platform records one recent game and history gets one entry.
import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storeMessages } from '../../stores/messages';
import { useStores } from '../../stores/context';
import { LAUNCH_GUARD_MS, LOGIN_MESSAGE_MS } from '../../stores/games/constants';
import type { Game, Vendor } from '../../stores/games/gateway';
import type { LaunchTarget } from '../../stores/games/launch';
import { loginPath } from '../../stores/SessionStore';

export function useGameActions() {
  const root = useStores();
  const games = root.features.games;
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;

  const go = useCallback(
    (target: LaunchTarget) => {
      // A guest comes back here after logging in.
      navigate(target.kind === 'login' ? loginPath(here) : target.to);
    },
    [navigate, here],
  );

  const lastOpen = useRef(Number.NEGATIVE_INFINITY);
  /** Runs `make` (which may record a recent game) and goes there, unless an open just happened. */
  const launch = useCallback(
    (make: () => LaunchTarget) => {
      const now = performance.now();
      if (now - lastOpen.current < LAUNCH_GUARD_MS) return;
      lastOpen.current = now;
      go(make());
    },
    [go],
  );

  const openGame = useCallback((game: Game) => launch(() => games.launchGame(game)), [launch, games]);
  const openVendor = useCallback((vendor: Vendor) => launch(() => games.openVendor(vendor)), [launch, games]);

  /**
   * Favourites need login ('log in' message for 2 s). While the call runs the loading toast shows;
   * it hides silently whatever the answer (the star changes only on success).
   */
  const toggleFavourite = useCallback(
    async (game: Game) => {
      const favourites = games.favourites;
      if (!root.session.isLoggedIn) {
        root.ui.showToast(storeMessages.loggedLogin, { duration: LOGIN_MESSAGE_MS });
        return;
      }
      if (favourites.pending.has(String(game.nodeId))) return;
      const hide = root.ui.showLoading(storeMessages.pleaseWait);
      try {
        await favourites.toggle(game);
      } finally {
        hide();
      }
    },
    [games, root],
  );

  return { go, launch, openGame, openVendor, toggleFavourite };
}
