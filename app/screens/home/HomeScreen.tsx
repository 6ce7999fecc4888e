// /m/home: the banner carousel, the announcement ticker, the member navigation bar, the game
// centre, the download-link area and the popups. Kept lean for the first-load budget (README,
// 'Budgets'): the carousel draws its first banner without its engine (embla arrives when it is about
// to move), and the popups (dialogs, the sanitiser) are their own chunk, loaded when one is due, once
// the page is drawn.
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Stack } from '@ds';
import { NoticeTicker } from '@ds/components/NoticeTicker';
import { useStores } from '../../stores/context';
import { GameCentre } from '../lobby/GameCentre';
import { homeMessages as m } from '../lobby/messages';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { usePageSettled } from '../../shell/usePageSettled';
import { readDevice } from './device';
import { DownloadArea } from './DownloadArea';
import { HomeBanners } from './HomeBanners';
import { MemberBar } from './MemberBar';
import { pathTo } from '../../routes/routeTable';

// Its messages are in the first part of the catalogue (app/i18n/firstScreen.ts).
const HomePopups = lazy(() => import('./HomePopups'));

/** The banners' frame, in the banner art's shape (750 × 300) before a picture has arrived. */
const bannerFrame = {
  marginX: 'gutter',
  marginTop: 'sm',
  aspectRatio: 'banner',
  borderRadius: 'lg',
  overflow: 'hidden',
  background: 'skeleton',
} as const;

function HomeScreen() {
  const root = useStores();
  const home = root.features.games.home;
  const intl = useIntl();
  const navigate = useNavigate();
  const [device] = useState(readDevice);
  const loggedIn = root.session.isLoggedIn;

  useEffect(() => {
    void home.loadOnOpen();
    if (loggedIn) void root.features.games.favourites.load();
  }, [home, loggedIn, root]);

  // Banners or notices that failed while the connection was gone come back with it.
  useRetryOnReconnect(
    root.ui.online,
    home.bannersStatus === 'error' || home.announcementsStatus === 'error',
    () => void home.load(),
  );

  const banners = home.carouselBanners;
  const popupsDue = (loggedIn && home.popups.length > 0) || (!device.inApp && home.downloadLinks.length > 0);
  // The popups come up once the page is in front of the player, not in the page's first frames.
  const settled = usePageSettled();

  return (
    <Stack gap="sm" paddingBottom="lg" data-testid="home-screen">
      {banners.length > 0 ? (
        <Box {...bannerFrame}>
          <HomeBanners banners={banners} key={banners.map((b) => b.url).join('|')} />
        </Box>
      ) : home.bannersStatus === 'loading' || home.bannersStatus === 'idle' ? (
        // Also before the first load starts, so the game centre never moves down under the player.
        <Box {...bannerFrame} aria-hidden="true" />
      ) : null}
      <Box marginX="gutter" data-testid="notice-ticker">
        <NoticeTicker
          label={intl.formatMessage(m.notices)}
          text={home.tickerText}
          emptyText={intl.formatMessage(m.noAnnouncement)}
          onSelect={() => navigate(pathTo('notice'))}
        />
      </Box>
      <MemberBar device={device} />
      <GameCentre />
      <DownloadArea device={device} />
      {popupsDue && settled ? (
        <Suspense fallback={null}>
          <HomePopups device={device} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export default observer(HomeScreen);
