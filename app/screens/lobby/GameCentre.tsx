// The game centre (home, /m/gameCenter, /m/slotsCenter, /m/game): the category menu and what the
// chosen category shows. HOT: the hot list with the name search (on Enter). LIVE, PVP, FISH, RNG,
// BINGO, INHOUSE: vendor tiles and that type's hot games. Others: vendor tiles. PROMO goes to the
// promotions; ELOTT opens the lottery lobby; COCKFIGHT launches DS88 (guests go to login).
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Box, Heading, Stack, TileGrid } from '@ds';
import { ScrollTip } from '@ds/components/ScrollTip';
import { useStores } from '../../stores/context';
import { categoryItems, Menu, MenuPanel, MenuRow } from './CategoryMenu';
import { EmptyList, LoadError, SearchBox, TileSkeletons } from './LobbyState';
import { emptySearchMessage, lobbyMessages as m } from './messages';
import { useGameActions } from './useGameActions';
import { GameItem, VendorItem } from './tiles';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { pathTo } from '../../routes/routeTable';

export const GameCentre = observer(function GameCentre({
  initialCategory,
}: {
  /** Opens on this category (once the tabs are known) instead of the remembered one. */
  initialCategory?: string;
}) {
  const root = useStores();
  const { lobby } = root.features.games;
  const intl = useIntl();
  const navigate = useNavigate();
  const { launch, openGame, openVendor } = useGameActions();
  const games = root.features.games;

  useEffect(() => {
    if (lobby.setupStatus === 'idle' || lobby.setupStatus === 'error') void lobby.load();
  }, [lobby]);

  const tabCount = lobby.tabs.length;
  useEffect(() => {
    if (!initialCategory) return;
    const index = lobby.tabs.findIndex((t) => t.category === initialCategory);
    if (index > 0) lobby.selectTab(index);
  }, [initialCategory, lobby, tabCount]);

  const items = categoryItems(lobby.tabs, intl);
  const onSelect = (_key: string, index: number) => {
    const content = lobby.selectTab(index);
    if (content.kind === 'promotions') navigate(pathTo('activity'));
    else if (content.kind === 'lotteryLobby') launch(() => games.launchLotteryLobby());
    else if (content.kind === 'cockfight') launch(() => games.launchCockfight());
  };

  const content = lobby.activeContent;
  const offline = !root.ui.online;
  useRetryOnReconnect(
    root.ui.online,
    lobby.setupStatus === 'error' || lobby.hotStatus === 'error',
    () => void lobby.load(),
  );

  let body;
  if (lobby.setupStatus === 'loading' && lobby.hotStatus === 'loading') {
    body = <TileSkeletons />;
  } else if (lobby.setupStatus === 'error' && lobby.hotStatus === 'error') {
    body = <LoadError offline={offline} onRetry={() => void lobby.load()} />;
  } else {
    const hotList = content.kind === 'hot' ? lobby.visibleHot : lobby.hotForTab;
    const vendors = content.kind === 'vendorsAndHot' || content.kind === 'generic' ? lobby.vendorTiles : [];
    const showHot = content.kind === 'hot' || content.kind === 'vendorsAndHot';
    body = (
      <>
        {content.kind === 'hot' ? (
          <SearchBox
            value={lobby.searchInput}
            onChange={lobby.setSearchInput}
            onSubmit={lobby.submitSearch}
          />
        ) : null}
        {vendors.length > 0 ? (
          <section aria-label={intl.formatMessage(m.vendors)}>
            <TileGrid data-testid="vendor-grid">
              {vendors.map((v) => (
                <VendorItem key={v.vendorCode} vendor={v} onOpen={openVendor} />
              ))}
            </TileGrid>
          </section>
        ) : null}
        {showHot ? (
          <section aria-labelledby="lobby-hot-heading">
            {content.kind === 'vendorsAndHot' ? (
              <Box paddingX="gutter" paddingTop="sm">
                <Heading level={4} as="h2" id="lobby-hot-heading">
                  {intl.formatMessage(m.hotGames)}
                </Heading>
              </Box>
            ) : (
              <h2 id="lobby-hot-heading" hidden>
                {intl.formatMessage(m.hotGames)}
              </h2>
            )}
            {lobby.hotStatus === 'error' ? (
              <LoadError offline={offline} onRetry={() => void lobby.load()} />
            ) : lobby.hotStatus === 'loading' ? (
              <TileSkeletons count={6} />
            ) : hotList.length === 0 ? (
              <EmptyList>
                {lobby.appliedSearch && content.kind === 'hot'
                  ? intl.formatMessage(emptySearchMessage, { query: lobby.appliedSearch })
                  : intl.formatMessage(m.empty)}
              </EmptyList>
            ) : (
              <TileGrid data-testid="hot-grid">
                {hotList.map((g) => (
                  <GameItem key={g.nodeId} game={g} onOpen={openGame} />
                ))}
              </TileGrid>
            )}
          </section>
        ) : vendors.length === 0 ? (
          <EmptyList>{intl.formatMessage(m.empty)}</EmptyList>
        ) : null}
      </>
    );
  }

  const active = lobby.activeTab.category;
  return (
    <Menu value={active} items={items} onSelect={onSelect}>
      <Stack gap="xs" paddingBottom="lg" data-testid="game-centre" data-category={active}>
        {/* The category row stays at the top while the games scroll under it. */}
        <Box position="sticky" top={0} zIndex="sticky" background="canvas">
          <MenuRow label={intl.formatMessage(m.tabsLabel)} items={items} testId="category-menu" />
        </Box>
        <MenuPanel value={active}>
          <Stack gap="xs">{body}</Stack>
        </MenuPanel>
        <ScrollTip label={intl.formatMessage(m.scrollTip)} />
      </Stack>
    </Menu>
  );
});
