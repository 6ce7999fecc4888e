// The game list (/m/gameList) as the app shows it: the title bar, the search bar with the provider
// filter, the classification menu and the virtualised grid with favourite stars, for a guest, a
// member with favourites and a trial member, in each merchant (every story is screenshotted in
// every merchant theme; some stories also play with a merchant's own data), and its loading, empty,
// error and offline states. Data: the fake platform with the lobby's calls (./storyFixtures.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { lobbyLoader, storyGames, storyInhouse, type LobbyStoryParameters } from './storyFixtures';

function GameList() {
  return null;
}

const SLOTS = '/m/gameList?gameType=RNG';

const meta = {
  title: 'Screens/Lobby/GameList',
  component: GameList,
  loaders: [lobbyLoader],
  decorators: [withAppShell],
  parameters: { app: { path: SLOTS } },
} satisfies Meta<typeof GameList>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (user: 'member' | 'trial' | null, lobby: LobbyStoryParameters = {}, path = SLOTS) => ({
  app: { path, user },
  lobby,
});
const loadedApp = (loaded: Record<string, unknown>) => loaded.app as AppStoryLoaded;

/** The page once the game list (a lazily loaded route) is on it. */
async function ready(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  // 15 s: the first story of a cold run waits for the dev server to compile the app's screens.
  await body.findByTestId('game-list', {}, { timeout: 15_000 });
  return body;
}
/** The tiles the grid has rendered (it is virtualised: the rows near the screen). */
async function tiles(canvasElement: HTMLElement) {
  const grid = await (await ready(canvasElement)).findByTestId('game-grid', {}, { timeout: 5000 });
  return within(grid).getAllByTestId('game-tile');
}
type Body = Awaited<ReturnType<typeof ready>>;
/** A tile's favourite star: its only toggle button. */
const star = (tile: HTMLElement) => tile.querySelector('button[aria-pressed]');
const tileOf = (body: Body, nodeId: string) =>
  body.getByTestId('game-grid').querySelector<HTMLElement>(`[data-node-id="${nodeId}"]`);
const classification = (body: Body, key: string) =>
  within(body.getByTestId('classification-menu'))
    .getAllByRole('tab')
    .find((b) => b.getAttribute('data-key') === key)!;

/**
 * A visitor: the slots with their stars, page 1 of 25; the stars and the Fav tab ask to log in.
 */
export const Guest: Story = {
  parameters: params(null),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await expect(body.getByRole('heading', { name: 'Slots' })).toBeVisible();
    const first = (await tiles(canvasElement))[0]!;
    await expect(first).toHaveTextContent('Fortune Tiger');
    await expect(star(first)).toHaveAttribute('aria-pressed', 'false');
    const { platform } = loadedApp(loaded);
    await expect(platform.callsTo('gameList')[0]!.input).toMatchObject({
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '25',
    });
    // No favourites asked for a visitor.
    await expect(platform.callsTo('favourites')).toHaveLength(0);
    await expect(body.getByTestId('game-search')).toBeVisible();
    await expect(body.getByTestId('filter-open')).toBeVisible();
  },
};

/** The Fav tab for a visitor: the log-in placeholder with its button and the 2 s message; no search bar. */
export const GuestFavourites: Story = {
  parameters: params(null),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await tiles(canvasElement);
    await userEvent.click(classification(body, 'FAV'));
    const empty = await body.findByTestId('lobby-empty');
    await expect(within(empty).getByText('Inicie sessão primeiro.')).toBeVisible();
    await expect(within(empty).getByRole('button')).toBeVisible();
    await expect(body.queryByTestId('game-search')).toBeNull();
    // The 'log in' message shows for 2 s beside the placeholder, then goes.
    await waitFor(() => expect(body.getAllByText('Inicie sessão primeiro.')).toHaveLength(2));
    await waitFor(() => expect(body.getAllByText('Inicie sessão primeiro.')).toHaveLength(1), {
      timeout: 3000,
    });
  },
};

/** A member: the favourites' stars are on (Mahjong Ways, Super Ace); the Fav tab lists just them. */
export const MemberWithFavourites: Story = {
  parameters: params('member', { favourites: ['5001', '5005'] }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await tiles(canvasElement);
    await waitFor(() => expect(star(tileOf(body, '5001')!)).toHaveAttribute('aria-pressed', 'true'));
    await expect(
      body.getByRole('button', { name: `Remover ${storyGames[5]!.displayName} dos favoritos` }),
    ).toBeVisible();
    await expect(star(tileOf(body, '5000')!)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The member's Fav tab: the two favourites, no search bar. */
export const MemberFavouritesTab: Story = {
  parameters: params('member', { favourites: ['5001', '5005'] }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await tiles(canvasElement);
    await userEvent.click(classification(body, 'FAV'));
    await waitFor(() => expect(body.getByTestId('game-list')).toHaveAttribute('data-classification', 'FAV'));
    await waitFor(async () =>
      expect((await tiles(canvasElement)).map((t) => t.getAttribute('data-node-id'))).toEqual([
        '5001',
        '5005',
      ]),
    );
    await expect(classification(body, 'FAV')).toHaveAttribute('aria-selected', 'true');
    await expect(body.queryByTestId('game-search')).toBeNull();
  },
};

/** verde's member: the same list in verde's theme and data (its own favourites). */
export const MemberInVerde: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...params('member', { favourites: ['5002'] }), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await tiles(canvasElement);
    await waitFor(() => expect(star(tileOf(body, '5002')!)).toHaveAttribute('aria-pressed', 'true'));
    await expect(document.documentElement.dataset.merchant).toBe('verde');
  },
};

/** A trial member (type 4): the list and its Recent tab (the games the platform recorded). */
export const TrialMember: Story = {
  parameters: params('trial'),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await tiles(canvasElement);
    await userEvent.click(classification(body, 'RECENT'));
    await waitFor(async () =>
      expect((await tiles(canvasElement)).map((t) => t.getAttribute('data-node-id'))).toEqual(
        storyGames.slice(3, 8).map((g) => g.nodeId),
      ),
    );
    await expect(loadedApp(loaded).platform.callsTo('recentGames').length).toBeGreaterThan(0);
  },
};

/** lumen's trial member, on the in-house games: no provider filter, vendor BGS asked for. */
export const TrialInLumenInHouse: Story = {
  globals: { merchant: 'lumen' },
  parameters: {
    ...params('trial', {}, '/m/gameList?gameType=INHOUSE'),
    screenshot: { merchants: ['lumen'] },
  },
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await expect(body.getByTestId('game-search')).toBeVisible();
    await expect(body.queryByTestId('filter-open')).toBeNull();
    await waitFor(() =>
      expect(loadedApp(loaded).platform.callsTo('gameList')[0]?.input).toMatchObject({
        gameType: 'RNG',
        vassalage: 'BGS',
      }),
    );
    await expect((await tiles(canvasElement)).map((t) => t.textContent)).toEqual(
      storyInhouse.map((g) => g.displayName),
    );
  },
};

/** Nothing loaded yet: tile skeletons under the menu. */
export const Loading: Story = {
  parameters: params(null, { state: 'loading' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByRole('status', { name: 'A carregar jogos…' })).toBeVisible();
    await expect(body.queryByTestId('game-grid')).toBeNull();
  },
};

/** No games: the no-data placeholder and 'no games found'. */
export const Empty: Story = {
  parameters: params('member', { state: 'empty' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const empty = await body.findByTestId('lobby-empty');
    await expect(within(empty).getByText('Sem dados')).toBeVisible();
    await expect(within(empty).getByText('Nenhum jogo encontrado')).toBeVisible();
  },
};

/** The list failed to load: the message and a retry that asks again. */
export const LoadFailed: Story = {
  parameters: params('member', { state: 'error' }),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    const error = await body.findByTestId('lobby-error');
    await expect(within(error).getByText('Não foi possível carregar os jogos.')).toBeVisible();
    const { platform } = loadedApp(loaded);
    const before = platform.callsTo('gameList').length;
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(platform.callsTo('gameList').length).toBeGreaterThan(before));
    await expect(await body.findByTestId('lobby-error')).toBeVisible();
  },
};

/** Offline: the shell's banner, and the list says the games come back with the connection. */
export const Offline: Story = {
  parameters: params('member', { state: 'error' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await body.findByTestId('lobby-error');
    window.dispatchEvent(new Event('offline'));
    await expect(
      await body.findByText('Sem ligação à internet. Os jogos voltam quando a ligação voltar.'),
    ).toBeVisible();
  },
};
