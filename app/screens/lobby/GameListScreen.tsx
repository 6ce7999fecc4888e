// /m/gameList?gameType=…|type=hot|vassalage=…: the search bar with the provider filter, the
// classification menu (All, New, Fav, Hot, Recent, and Bingo for RNG), and the virtualised grid
// with favourite stars, loading 25 a page as the player scrolls.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Header, Spinner, Stack, VirtualGrid } from '@ds';
import { useAfterNextPaint } from '@ds/utils/useAfterNextPaint';
import type { FavouritesStore } from '../../stores/games/FavouritesStore';
import type { Game } from '../../stores/games/gateway';
import { useStores } from '../../stores/context';
import { storeMessages } from '../../stores/messages';
import { LIST_PRIORITY_TILES, LOGIN_MESSAGE_MS, type Classification } from '../../stores/games/constants';
import { loginPath } from '../../stores/SessionStore';
import { Menu, MenuPanel, MenuRow } from './CategoryMenu';
import { FilterPanel } from './FilterPanel';
import { EmptyList, LoadError, SearchBox, TileSkeletons } from './LobbyState';
import { categoryMessages, emptySearchMessage, gamesCountMessage, lobbyMessages as m } from './messages';
import { classificationMessages, gameListMessages } from './gameListMessages';
import { useGameActions } from './useGameActions';
import { useRetryOnReconnect } from '../../shell/useRetryOnReconnect';
import { GameItem } from './tiles';
import { pathTo } from '../../routes/routeTable';
import { useBack } from '../../shell/useBack';

const BASE_CLASSIFICATIONS: Classification[] = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'];
const gameKey = (game: Game) => game.nodeId;

/** A tile of the list, observing its own favourite state so a star change redraws only that tile. */
const ListGameItem = observer(function ListGameItem({
  game,
  favourites,
  onOpen,
  onToggleFavourite,
  priority,
}: {
  game: Game;
  /** undefined: no star. */
  favourites: FavouritesStore | undefined;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
  priority: boolean;
}) {
  return (
    <GameItem
      game={game}
      favourite={favourites?.has(game.nodeId)}
      favouriteBusy={favourites?.pending.has(String(game.nodeId))}
      onOpen={onOpen}
      onToggleFavourite={onToggleFavourite}
      priority={priority}
    />
  );
});

function GameListScreen() {
  const root = useStores();
  const games = root.features.games;
  const intl = useIntl();
  const navigate = useNavigate();
  const back = useBack('gameList');
  const [params] = useSearchParams();
  const { openGame, toggleFavourite } = useGameActions();
  const [list] = useState(() =>
    games.createList({
      gameType: params.get('gameType'),
      type: params.get('type'),
      vassalage: params.get('vassalage'),
    }),
  );
  // The classification tapped, drawn as chosen until the list has taken it (see `choose`).
  const [chosen, setChosen] = useState<Classification | null>(null);
  const afterPaint = useAfterNextPaint();

  useEffect(() => {
    games.openList(list);
    void list.start();
    games.lobby.loadOnce();
    if (root.session.isLoggedIn && !games.favourites.loaded) void games.favourites.load();
    // One list per screen; a new query remounts the screen (see the key below).
  }, [list, games, root]);

  // Favourites and recent need login: the 'log in' message shows for 2 s.
  useEffect(() => {
    if (list.status === 'loginRequired')
      root.ui.showToast(storeMessages.loggedLogin, { duration: LOGIN_MESSAGE_MS });
  }, [list.status, root]);

  const titleMessage = categoryMessages[list.heading] ?? categoryMessages[list.gameType];
  const title = titleMessage ? intl.formatMessage(titleMessage) : list.gameType;
  const classifications =
    list.gameType === 'RNG' && !list.inhouse
      ? [...BASE_CLASSIFICATIONS, 'BG' as const]
      : BASE_CLASSIFICATIONS;
  const vendorOptions = games.lobby.vendorList.filter((v) => v.gameCategory === list.gameType);
  const offline = !root.ui.online;
  useRetryOnReconnect(root.ui.online, list.status === 'error', () => void list.retry());

  let body;
  if (list.status === 'loading' || list.status === 'idle') body = <TileSkeletons />;
  else if (list.status === 'loginRequired')
    body = (
      <EmptyList
        title={intl.formatMessage(storeMessages.loggedLogin)}
        action={
          <Button variant="secondary" onClick={() => navigate(loginPath(pathTo('gameList', params)))}>
            {intl.formatMessage(gameListMessages.login)}
          </Button>
        }
      />
    );
  else if (list.status === 'error' && list.games.length === 0)
    body = <LoadError offline={offline} onRetry={() => void list.retry()} />;
  else if (list.empty)
    body = (
      <EmptyList>
        {list.appliedSearch
          ? intl.formatMessage(emptySearchMessage, { query: list.appliedSearch })
          : intl.formatMessage(m.empty)}
      </EmptyList>
    );
  else
    body = (
      <>
        <p hidden>{intl.formatMessage(gamesCountMessage, { count: list.games.length })}</p>
        <VirtualGrid
          items={list.games}
          label={title}
          getKey={gameKey}
          inset="gutter"
          data-testid="game-grid"
          renderItem={(game, index) => (
            <ListGameItem
              game={game}
              priority={index < LIST_PRIORITY_TILES}
              favourites={list.showFavouriteStar ? games.favourites : undefined}
              onOpen={openGame}
              onToggleFavourite={toggleFavourite}
            />
          )}
          hasMore={list.hasMore}
          loading={list.status === 'loadingMore'}
          onLoadMore={() => void list.loadMore()}
          footer={
            list.status === 'loadingMore' ? (
              <>
                <Spinner size="sm" /> {intl.formatMessage(gameListMessages.loadingMore)}
              </>
            ) : list.status === 'error' ? (
              <LoadError offline={offline} onRetry={() => void list.retry()} />
            ) : list.hasMore ? null : (
              intl.formatMessage(gameListMessages.end)
            )
          }
        />
      </>
    );

  const items = classifications.map((c) => ({
    key: c,
    label: intl.formatMessage(classificationMessages[c]),
  }));
  // A tap on a classification draws it as chosen in the tap's own frame, and changes the list (its
  // grid replaced by skeletons while the new first page is asked for, a long task with a long list)
  // once that frame is painted, so the tap answers at once.
  const shown = chosen ?? list.classification;
  const choose = (c: Classification) => {
    setChosen(c);
    afterPaint(() => {
      setChosen(null);
      list.setClassification(c);
    });
  };
  return (
    <Menu value={shown} items={items} onSelect={(c) => choose(c as Classification)}>
      <Box
        minHeight="screen"
        background="canvas"
        data-testid="game-list"
        data-classification={list.classification}
      >
        {/* The title bar, the search and the classification row stay at the top as the grid scrolls. */}
        <Box position="sticky" top={0} zIndex="sticky" background="canvas">
          <Header
            position="static"
            title={title}
            backLabel={intl.formatMessage(gameListMessages.back)}
            onBack={back}
          />
          {list.showSearchBar ? (
            <Stack direction="row" align="center" paddingRight="gutter">
              <Box flexGrow={1} minWidth={0}>
                <SearchBox
                  value={list.searchInput}
                  onChange={list.setSearchInput}
                  onSubmit={list.submitSearch}
                />
              </Box>
              {list.showProviderFilter ? (
                <FilterPanel
                  vendors={vendorOptions}
                  applied={list.vassalage}
                  onApply={list.applyVendorFilter}
                />
              ) : null}
            </Stack>
          ) : null}
          <MenuRow
            label={intl.formatMessage(gameListMessages.classificationLabel)}
            items={items}
            testId="classification-menu"
          />
        </Box>
        <MenuPanel value={shown}>{body}</MenuPanel>
      </Box>
    </Menu>
  );
}

const Observed = observer(GameListScreen);

/** A new query (another type, vendor or classification link) starts a fresh list. */
export default function GameListRoute() {
  const [params] = useSearchParams();
  return <Observed key={params.toString()} />;
}
