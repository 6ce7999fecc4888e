// /m/home: the banner carousel, the announcement ticker, the member navigation bar, the game
// centre, the download-link area and the popups. Kept lean for the 120 KB home budget: the
// carousel (embla) and the popups (dialogs, the sanitiser) are their own chunks, loaded when needed.
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
import { readDevice } from './device';
import { DownloadArea } from './DownloadArea';
import { MemberBar } from './MemberBar';
import * as s from './Home.css';
import { pathTo } from '../../routes/routeTable';

const HomeBanners = lazy(() => import('./HomeBanners'));
const HomePopups = lazy(() => import('./HomePopups'));

function HomeScreen() {
  const root = useStores();
  const home = root.features.games.home;
  const intl = useIntl();
  const navigate = useNavigate();
  const [device] = useState(readDevice);
  const loggedIn = root.session.isLoggedIn;

  useEffect(() => {
    void home.load();
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

  return (
    <Stack gap="sm" paddingBottom="lg" data-testid="home-screen">
      {banners.length > 0 ? (
        <div className={s.bannerBox}>
          <Suspense fallback={null}>
            <HomeBanners banners={banners} key={banners.map((b) => b.url).join('|')} />
          </Suspense>
        </div>
      ) : home.bannersStatus === 'loading' ? (
        <div className={s.bannerBox} aria-hidden="true" />
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
      {popupsDue ? (
        <Suspense fallback={null}>
          <HomePopups device={device} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export default observer(HomeScreen);
