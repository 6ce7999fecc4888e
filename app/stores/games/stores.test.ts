import { describe, expect, it } from 'vitest';
import type { PlatformLanguage } from '@contract/common';
import { GameListStore } from './GameListStore';
import { GamesStore } from './GamesStore';
import { FakeGateway, makeGame, memoryStorage } from './testing';

const flush = () => new Promise((r) => setTimeout(r, 0));

function list(gateway: FakeGateway, params: Record<string, string> = {}, loggedIn = true, now = () => 0) {
  return new GameListStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => loggedIn, now }, params);
}

describe('GameListStore', () => {
  const games = Array.from({ length: 60 }, (_, i) => makeGame(i, { isNew: i % 2 === 0 }));

  it('is titled by the requested type, or as the hot list for type=hot (not as slots)', () => {
    const gateway = new FakeGateway({ games });
    expect(list(gateway, { type: 'hot' }).heading).toBe('HOT');
    expect(list(gateway, { type: 'hot' }).classification).toBe('HOT');
    expect(list(gateway, { gameType: 'LIVE', type: 'hot' }).heading).toBe('LIVE');
    expect(list(gateway, { gameType: 'bingo' }).heading).toBe('BINGO');
    expect(list(gateway, {}).heading).toBe('RNG');
  });

  it('loads page 1 of 25 with the list query and appends on load-more while pages remain', async () => {
    const gateway = new FakeGateway({ games });
    let t = 0;
    const store = list(gateway, { gameType: 'RNG' }, true, () => t);
    await store.reload();
    expect(store.games).toHaveLength(25);
    expect(gateway.callsOf('gameList')[0]).toEqual({
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 25,
      language: 'PT',
      vassalage: undefined,
      gameName: undefined,
    });
    t = 5000;
    await store.loadMore();
    expect(store.games).toHaveLength(50);
    // Throttled: a second load-more within 1000 ms does nothing.
    t = 5500;
    await store.loadMore();
    expect(store.games).toHaveLength(50);
    t = 6500;
    await store.loadMore();
    expect(store.games).toHaveLength(60);
    expect(store.hasMore).toBe(false);
    t = 9000;
    await store.loadMore();
    expect(gateway.callsOf('gameList')).toHaveLength(3);
  });

  it('clears, goes back to page 1 and reloads on a tab change', async () => {
    const gateway = new FakeGateway({ games });
    let t = 0;
    const store = list(gateway, { gameType: 'RNG' }, true, () => t);
    await store.reload();
    t = 2000;
    await store.loadMore();
    store.setClassification('NEW');
    expect(store.games).toEqual([]);
    expect(store.status).toBe('loading');
    await flush();
    expect(store.page).toBe(1);
    expect(store.games.every((g) => g.isNew)).toBe(true);
    expect(gateway.callsOf('gameList').at(-1)).toMatchObject({ pageNo: 1, isNew: true });
    expect(store.showSearchBar).toBe(false);
  });

  it('starts BINGO as RNG with classification BG and INHOUSE as RNG with vassalage BGS', async () => {
    const gateway = new FakeGateway({ games });
    const bingo = list(gateway, { gameType: 'BINGO' });
    expect([bingo.gameType, bingo.classification]).toEqual(['RNG', 'BG']);
    await bingo.reload();
    expect(gateway.callsOf('gameList').at(-1)).toMatchObject({ gameType: 'RNG', gameClassify: 'BG' });
    const inhouse = list(gateway, { gameType: 'INHOUSE' });
    expect([inhouse.gameType, inhouse.vassalage, inhouse.classification]).toEqual(['RNG', 'BGS', 'ALL']);
    expect(inhouse.showProviderFilter).toBe(false);
    expect(list(gateway, { type: 'hot', gameType: 'FISH' }).classification).toBe('HOT');
  });

  it('needs login for FAV and RECENT and asks nothing of the platform for a guest', async () => {
    const gateway = new FakeGateway({ games });
    const store = list(gateway, { gameType: 'RNG' }, false);
    store.setClassification('FAV');
    await flush();
    expect(store.status).toBe('loginRequired');
    store.setClassification('RECENT');
    await flush();
    expect(store.status).toBe('loginRequired');
    expect(gateway.calls).toEqual([]);
  });

  it('loads favourites and recent with page size 25 for a member', async () => {
    const gateway = new FakeGateway({ favourites: [makeGame(1)], recent: [makeGame(2), makeGame(3)] });
    const store = list(gateway, { gameType: 'RNG' });
    store.setClassification('FAV');
    await flush();
    expect(store.games.map((g) => g.gameId)).toEqual(['g1']);
    expect(gateway.callsOf('favourites')[0]).toMatchObject({ pageNo: 1, pageSize: 25, gameType: 'RNG' });
    store.setClassification('RECENT');
    await flush();
    expect(store.games.map((g) => g.gameId)).toEqual(['g2', 'g3']);
    expect(gateway.callsOf('recent')[0]).toMatchObject({ page: 1, pageSize: 25, gameType: 'RNG' });
  });

  it('applies only the vendor on filter submit and clears it on reset; searches by name on submit', async () => {
    const gateway = new FakeGateway({
      games: [...games, makeGame(99, { vassalage: 'JILI', gameName: 'Super Ace' })],
    });
    const store = list(gateway, { gameType: 'RNG' });
    await store.reload();
    store.applyVendorFilter('JILI');
    await flush();
    expect(store.games.map((g) => g.gameName)).toEqual(['Super Ace']);
    store.applyVendorFilter('');
    await flush();
    expect(store.games).toHaveLength(25);
    store.setSearchInput('game 5');
    expect(gateway.callsOf('gameList')).toHaveLength(3);
    store.submitSearch();
    await flush();
    expect(gateway.callsOf('gameList').at(-1)).toMatchObject({ gameName: 'game 5' });
  });

  it('shows an error and retries; a stale answer never overwrites a newer one', async () => {
    const gateway = new FakeGateway({ games, fail: { gameList: true } });
    const store = list(gateway, { gameType: 'RNG' });
    await store.reload();
    expect(store.status).toBe('error');
    gateway.data.fail = {};
    await store.retry();
    expect(store.status).toBe('ready');
    // Two quick tab changes: only the last one's answer stays.
    store.setClassification('NEW');
    store.setClassification('ALL');
    await flush();
    expect(store.classification).toBe('ALL');
    expect(store.games).toHaveLength(25);
    expect(store.games.some((g) => !g.isNew)).toBe(true);
  });

  it('filters the single-page hot list by vendor and name', async () => {
    const hot = [
      makeGame(1, { gameName: 'Fortune Tiger' }),
      makeGame(2, { vassalage: 'JILI', gameName: 'Tiger King' }),
    ];
    const gateway = new FakeGateway({ hot });
    const store = list(gateway, { gameType: 'RNG', type: 'hot' });
    await store.reload();
    expect(store.games).toHaveLength(2);
    expect(store.totalPages).toBe(1);
    store.applyVendorFilter('JILI');
    await flush();
    expect(store.games.map((g) => g.gameName)).toEqual(['Tiger King']);
  });
});

describe('FavouritesStore', () => {
  const make = (gateway: FakeGateway, loggedIn = true) =>
    new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => loggedIn }).favourites;

  it('changes the local list only when the server says data.success', async () => {
    const gateway = new FakeGateway({ favourites: [makeGame(1)] });
    const favs = make(gateway);
    await favs.load();
    expect(gateway.callsOf('favourites')[0]).toMatchObject({ pageNo: 1, pageSize: 100 });
    expect(favs.has('1001')).toBe(true);
    expect(await favs.toggle(makeGame(2))).toBe('changed');
    expect(favs.has('1002')).toBe(true);
    expect(gateway.callsOf('addFavourite')[0]).toEqual({ nodeId: '1002', vendor: 'PG' });
    gateway.data.favouriteSuccess = false;
    expect(await favs.toggle(makeGame(1))).toBe('unchanged');
    expect(favs.has('1001')).toBe(true);
    gateway.data.fail = { removeFavourite: true };
    expect(await favs.toggle(makeGame(1))).toBe('unchanged');
    expect(favs.has('1001')).toBe(true);
    expect(favs.busy).toBe(false);
  });

  it('sends one request for a double tap', async () => {
    const gateway = new FakeGateway();
    const favs = make(gateway);
    const first = favs.toggle(makeGame(3));
    expect(favs.busy).toBe(true);
    expect(await favs.toggle(makeGame(3))).toBe('busy');
    expect(await first).toBe('changed');
    expect(gateway.callsOf('addFavourite')).toHaveLength(1);
  });

  it('asks a guest to log in and calls nothing', async () => {
    const gateway = new FakeGateway();
    expect(await make(gateway, false).toggle(makeGame(1))).toBe('loginRequired');
    expect(gateway.calls).toEqual([]);
  });
});

describe('GamesStore launch', () => {
  it('records a recent game on a member launch, not for guests or vendor lists', async () => {
    const gateway = new FakeGateway();
    let loggedIn = true;
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => loggedIn });
    expect(games.launchGame(makeGame(4)).to).toBe(
      '/m/launchGame?gameCategory=RNG&vendor=PG&gameId=g4&nodeId=1004',
    );
    expect(gateway.callsOf('addRecent')).toEqual([{ nodeId: '1004' }]);
    expect(
      games.openVendor({ vendorCode: 'JILI', gameCategory: 'RNG', gameId: 'JILI-1', nodeId: '7' }).to,
    ).toBe('/m/gameList?gameType=RNG&vassalage=JILI');
    expect(games.openVendor({ vendorCode: 'BGS', gameCategory: 'INHOUSE', gameId: '', nodeId: '' }).to).toBe(
      '/m/gameList?gameType=INHOUSE',
    );
    expect(
      games.openVendor({ vendorCode: 'SABA', gameCategory: 'SPORTS', gameId: 's1', nodeId: '9' }).to,
    ).toBe('/m/launchGame?gameCategory=SPORTS&vendor=SABA&gameId=s1&nodeId=9');
    expect(gateway.callsOf('addRecent')).toHaveLength(2);
    loggedIn = false;
    expect(games.launchGame(makeGame(5))).toEqual({ kind: 'login', to: '/m/login' });
    expect(gateway.callsOf('addRecent')).toHaveLength(2);
  });

  it('launches the lottery lobby for ELOTT and DS88 for COCKFIGHT', () => {
    const games = new GamesStore({
      gateway: new FakeGateway(),
      getLanguage: () => 'PT',
      isLoggedIn: () => true,
    });
    expect(games.launchLotteryLobby().to).toBe(
      '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home&vendor=ELOTT',
    );
    expect(games.launchCockfight().to).toBe(
      '/m/launchGame?gameCategory=COCKFIGHT&vendor=DS88&gameId=&nodeId=',
    );
  });
});

describe('LobbyStore', () => {
  const setup = {
    sorting: [
      { gameCategory: 'RNG', vendorNames: ['PG'] },
      { gameCategory: 'LIVE', vendorNames: ['EVO'] },
      { gameCategory: 'PROMO', vendorNames: [] },
    ],
    mapping: {},
  };
  const hot = [
    makeGame(1, { gameName: 'Fortune Tiger' }),
    makeGame(2, { gameType: 'LIVE', gameName: 'Roulette' }),
    makeGame(3, { vassalage: 'BGS', gameName: 'Crash' }),
  ];

  it('remembers the chosen list tab as the home menu index, but not action tabs', async () => {
    const storage = memoryStorage();
    const games = new GamesStore({
      gateway: new FakeGateway({ setup, hot }),
      getLanguage: () => 'PT',
      isLoggedIn: () => true,
      storage,
    });
    await games.lobby.load();
    expect(games.lobby.tabs.map((t) => t.category)).toEqual(['HOT', 'RNG', 'INHOUSE', 'LIVE', 'PROMO']);
    expect(games.lobby.selectTab(3)).toEqual({ kind: 'vendorsAndHot', gameType: 'LIVE' });
    expect(storage.map.get('homeMenuIndex')).toBe('3');
    expect(games.lobby.hotForTab.map((g) => g.gameName)).toEqual(['Roulette']);
    expect(games.lobby.selectTab(4)).toEqual({ kind: 'promotions' });
    expect(games.lobby.menuIndex).toBe(3);
    const again = new GamesStore({
      gateway: new FakeGateway({ setup, hot }),
      getLanguage: () => 'PT',
      isLoggedIn: () => true,
      storage,
    });
    await again.lobby.load();
    expect(again.lobby.activeTab.category).toBe('LIVE');
    again.lobby.selectTab(2);
    expect(again.lobby.hotForTab.map((g) => g.gameName)).toEqual(['Crash']);
  });

  it('builds the vendor tiles of a tab from the vendor list, in the tab order', async () => {
    const vendors = [
      {
        vendorCode: 'EVO',
        vendorName: 'Evolution',
        gameCategory: 'LIVE',
        iconUrl: '/e.png',
        gameId: 'l1',
        nodeId: '5',
        maintenance: false,
      },
      {
        vendorCode: 'PG',
        vendorName: 'PG Soft',
        gameCategory: 'RNG',
        iconUrl: '/p.png',
        gameId: '',
        nodeId: '',
        maintenance: false,
      },
    ];
    const games = new GamesStore({
      gateway: new FakeGateway({ setup, hot, vendors }),
      getLanguage: () => 'PT',
      isLoggedIn: () => true,
    });
    await games.lobby.load();
    games.lobby.selectTab(1);
    expect(games.lobby.vendorTiles.map((v) => v.vendorName)).toEqual(['PG Soft']);
    games.lobby.selectTab(2);
    expect(games.lobby.vendorTiles).toEqual([
      {
        vendorCode: 'BGS',
        vendorName: 'BGS',
        gameCategory: 'INHOUSE',
        iconUrl: '',
        gameId: '',
        nodeId: '',
        maintenance: false,
      },
    ]);
  });

  it('searches the hot list only on submit, case-insensitively', async () => {
    const games = new GamesStore({
      gateway: new FakeGateway({ setup, hot }),
      getLanguage: () => 'PT',
      isLoggedIn: () => true,
    });
    await games.lobby.load();
    games.lobby.setSearchInput('TIGER');
    expect(games.lobby.visibleHot).toHaveLength(3);
    games.lobby.submitSearch();
    expect(games.lobby.visibleHot.map((g) => g.gameName)).toEqual(['Fortune Tiger']);
    games.lobby.setSearchInput('');
    expect(games.lobby.visibleHot).toHaveLength(3);
  });

  it('reloads hot games and vendors in the new language on a language change', async () => {
    let language: PlatformLanguage = 'PT';
    const gateway = new FakeGateway({ setup, hot });
    const games = new GamesStore({ gateway, getLanguage: () => language, isLoggedIn: () => true });
    language = 'CN';
    games.onLanguageChange();
    await flush();
    expect(gateway.callsOf('vendorSetup')).toEqual([{ language: 'CN' }]);
    expect(gateway.callsOf('hotGames')).toEqual([{ language: 'CN' }]);
    expect(gateway.callsOf('vendors')).toEqual([{ language: 'CN' }]);
    expect(gateway.callsOf('banners')).toEqual([{ language: 'CN' }]);
  });

  it('reports errors per part', async () => {
    const gateway = new FakeGateway({ setup, hot, fail: { hotGames: true } });
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => true });
    await games.lobby.load();
    expect(games.lobby.setupStatus).toBe('ready');
    expect(games.lobby.hotStatus).toBe('error');
  });

  it('loads once for every screen and route that asks (loadOnce), and again only by load', async () => {
    const gateway = new FakeGateway({ setup, hot });
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => true });
    games.lobby.loadOnce();
    games.lobby.loadOnce();
    await flush();
    games.lobby.loadOnce();
    expect(gateway.callsOf('vendorSetup')).toHaveLength(1);
    expect(gateway.callsOf('hotGames')).toHaveLength(1);
    await games.lobby.load();
    expect(gateway.callsOf('hotGames')).toHaveLength(2);
  });
});

describe('HomeStore', () => {
  it('hides m_live banners without a live model and counts the receiving center', async () => {
    const banners = [
      { groupName: 'm_home', url: 'a' },
      { groupName: 'm_live', url: 'b' },
    ];
    const promos = [
      { key: 'MANUAL', enabled: true, count: 2 },
      { key: 'TICKET', enabled: true, count: 1 },
    ];
    const gateway = new FakeGateway({ banners, promos, liveModel: false });
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => true });
    await games.home.load();
    expect(games.home.carouselBanners.map((b) => b.url)).toEqual(['a']);
    expect(games.home.receivingCount).toBe(3);
    gateway.data.liveModel = true;
    await games.home.load();
    expect(games.home.carouselBanners.map((b) => b.url)).toEqual(['a', 'b']);
    const guest = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => false });
    await guest.home.load();
    expect(guest.home.carouselBanners.map((b) => b.url)).toEqual(['a']);
  });
});

describe('first-screen data started before the screen', () => {
  it('hands a prefetched game list to its screen once, for the same query only', async () => {
    const gateway = new FakeGateway({ games: Array.from({ length: 30 }, (_, i) => makeGame(i)) });
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => false });
    games.prefetchList({ gameType: 'RNG', vassalage: 'PG' });
    const first = games.createList({ gameType: 'RNG', vassalage: 'PG', type: null });
    // A render that React restarts before it commits asks again, and gets the same list.
    expect(games.createList({ gameType: 'RNG', vassalage: 'PG' })).toBe(first);
    games.openList(first);
    await first.start();
    expect(first.games).toHaveLength(25);
    expect(gateway.callsOf('gameList')).toHaveLength(1);
    // Once only: the next screen with the same query reads again.
    const again = games.createList({ gameType: 'RNG', vassalage: 'PG' });
    expect(again).not.toBe(first);
    await again.start();
    expect(gateway.callsOf('gameList')).toHaveLength(2);
    // Another query never gets it.
    games.prefetchList({ gameType: 'FISH' });
    const other = games.createList({ gameType: 'RNG' });
    await other.start();
    expect(other.gameType).toBe('RNG');
    expect(gateway.callsOf('gameList').at(-1)).toMatchObject({ gameType: 'RNG' });
  });

  it('hands a prefetched home load to the home screen once, unless the player or language changed', async () => {
    const gateway = new FakeGateway({ banners: [{ groupName: 'm_home', url: 'a' }] });
    let loggedIn = false;
    let language: PlatformLanguage = 'PT';
    const start = () => new GamesStore({ gateway, getLanguage: () => language, isLoggedIn: () => loggedIn });
    const games = start();
    games.home.prefetch();
    await games.home.loadOnOpen();
    expect(gateway.callsOf('banners')).toHaveLength(1);
    expect(games.home.carouselBanners.map((b) => b.url)).toEqual(['a']);
    // A later visit reads again.
    await games.home.loadOnOpen();
    expect(gateway.callsOf('banners')).toHaveLength(2);
    // A prefetch for a guest is not a member's home, nor one in another language.
    const member = start();
    member.home.prefetch();
    loggedIn = true;
    await member.home.loadOnOpen();
    expect(gateway.callsOf('banners')).toHaveLength(4);
    const english = start();
    english.home.prefetch();
    language = 'EN';
    await english.home.loadOnOpen();
    expect(gateway.callsOf('banners')).toHaveLength(6);
  });

  it('asks nothing more when the screen opened before the start-up got to its prefetch', async () => {
    const gateway = new FakeGateway({
      banners: [{ groupName: 'm_home', url: 'a' }],
      games: Array.from({ length: 30 }, (_, i) => makeGame(i)),
    });
    const games = new GamesStore({ gateway, getLanguage: () => 'PT', isLoggedIn: () => false });
    await games.home.loadOnOpen();
    games.home.prefetch();
    await flush();
    expect(gateway.callsOf('banners')).toHaveLength(1);
    const list = games.createList({ gameType: 'RNG' });
    await list.start();
    games.prefetchList({ gameType: 'RNG' });
    await flush();
    expect(gateway.callsOf('gameList')).toHaveLength(1);
    // A prefetch for another query than the screen's still reads.
    games.prefetchList({ gameType: 'FISH' });
    await flush();
    expect(gateway.callsOf('gameList')).toHaveLength(2);
  });
});
