// The frame every page lives in (SPEC §2 Layout): offline banner, header, the page with its 300 ms
// fade (none after a swipe-back), bottom menu, prompt and toast hosts, the hidden reset corner.
import { useEffect, useRef, type TouchEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, sprinkles } from '@ds';
import { PageTransition } from '@ds/components/PageTransition';
import { routeByName, routeNameOf, showsBottomNav, showsShellHeader } from '../routes/routeTable';
import { useStores } from '../stores/context';
import { HiddenReset } from './HiddenReset';
import { PromptHost, ToastHost } from './Hosts';
import { RealityCheckHost } from './RealityCheckHost';
import { OfflineNotice } from './OfflineNotice';
import { hasScreen } from './screens';
import { ShellBottomNav } from './ShellBottomNav';
import { ShellHeader } from './ShellHeader';
import { useBack } from './useBack';

/** SPEC §9: a swipe-back needs 100 px from the left edge within 500 ms. */
export const SWIPE_BACK_DISTANCE = 100;
export const SWIPE_BACK_WINDOW_MS = 500;
const EDGE = 32;

/** The page fills the frame's height, so a short page's message or spinner sits in its middle. */
const pageClass = sprinkles({ display: 'flex', flexDirection: 'column', flexGrow: 1 });

export function useRouteName(): string {
  return routeNameOf(useLocation().pathname);
}

export const ShellLayout = observer(function ShellLayout() {
  const { ui } = useStores();
  const location = useLocation();
  const name = useRouteName();
  const back = useBack(name);
  const swipe = useRef<{ x: number; y: number; t: number } | null>(null);

  // The swipe flag only concerns the navigation it caused.
  useEffect(() => {
    if (!ui.swipeBack) return;
    const t = setTimeout(() => ui.setSwipeBack(false), 0);
    return () => clearTimeout(t);
  }, [location.key, ui]);

  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    swipe.current =
      touch && touch.clientX <= EDGE ? { x: touch.clientX, y: touch.clientY, t: Date.now() } : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    const start = swipe.current;
    const touch = e.touches[0];
    if (!start || !touch) return;
    if (Date.now() - start.t > SWIPE_BACK_WINDOW_MS) {
      swipe.current = null;
      return;
    }
    const dx = touch.clientX - start.x;
    if (dx >= SWIPE_BACK_DISTANCE && Math.abs(touch.clientY - start.y) < dx / 2) {
      swipe.current = null;
      if (name === 'home') return;
      ui.setSwipeBack(true);
      back();
    }
  };

  const withNav = showsBottomNav(name);
  const route = routeByName(name);
  const withHeader = showsShellHeader(name, route ? hasScreen(route.screen) : false);
  return (
    <Box
      display="flex"
      flexDirection="column"
      minHeight="screen"
      maxWidth="content"
      marginX="auto"
      background="canvas"
      color="primary"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      data-route={name}
    >
      <HiddenReset />
      <OfflineNotice />
      {withHeader ? <ShellHeader routeName={name} /> : null}
      <Box as="main" display="flex" flexDirection="column" flexGrow={1} minWidth={0}>
        <PageTransition transitionKey={location.pathname} swipedBack={ui.swipeBack} className={pageClass}>
          <Outlet />
        </PageTransition>
      </Box>
      {withNav ? <ShellBottomNav routeName={name} /> : null}
      <RealityCheckHost />
      <PromptHost />
      <ToastHost />
    </Box>
  );
});
