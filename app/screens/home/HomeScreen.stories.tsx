// The home screen as the app shows it (header, banners, ticker, member bar, game centre, download
// bar, bottom menu) for a guest, a member and a trial member, in each merchant (toolbar; every
// story is screenshotted in every merchant theme, and verde and lumen also play with their own
// data: no direct registration, reais, no Share), and its loading, empty, error and offline
// states. Data: the fake platform with the lobby's calls (../lobby/storyFixtures.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAppShell, type AppStoryLoaded } from '../../testing/appStory';
import { lobbyLoader, type LobbyStoryParameters } from '../lobby/storyFixtures';

function Home() {
  return null;
}

const meta = {
  title: 'Screens/Lobby/Home',
  component: Home,
  loaders: [lobbyLoader],
  decorators: [withAppShell],
  parameters: { app: { path: '/m/home' } },
} satisfies Meta<typeof Home>;
export default meta;
type Story = StoryObj<typeof meta>;

const params = (user: 'member' | 'trial' | null, lobby: LobbyStoryParameters = {}) => ({
  app: { path: '/m/home', user },
  lobby,
});
/** The page once the home screen (a lazily loaded route) is on it. */
async function ready(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  // 15 s: the first story of a cold run waits for the dev server to compile the app's screens.
  await body.findByTestId('home-screen', {}, { timeout: 15_000 });
  return body;
}
const loadedApp = (loaded: Record<string, unknown>) => loaded.app as AppStoryLoaded;

/** Hot games on screen: the centre's grid under the category menu. */
async function hotTiles(canvasElement: HTMLElement) {
  const grid = await (await ready(canvasElement)).findByTestId('hot-grid');
  // The grid draws its first tiles first and is busy until the rest are in it.
  await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
  return within(grid).getAllByTestId('game-tile');
}

/** A visitor: Login and Register (DIRECTREG3), 'login or register', HOT first with its games. */
export const Guest: Story = {
  parameters: params(null),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('header-login')).toBeVisible();
    await expect(body.getByTestId('header-register')).toBeVisible();
    await expect(await body.findByTestId('member-bar-login')).toHaveAttribute('href', '/m/login');
    // Guests see the VIP and sign-in icons whatever the flags say.
    await expect(body.getByTestId('bar-vip')).toBeVisible();
    await expect(body.getByTestId('bar-sign-in')).toBeVisible();
    await expect(await hotTiles(canvasElement)).toHaveLength(15);
    const menu = within(body.getByTestId('category-menu'));
    await expect(menu.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(
      menu
        .getAllByRole('tab')
        .map((b) => b.getAttribute('data-key'))
        .slice(0, 4),
    ).toEqual(['HOT', 'RNG', 'INHOUSE', 'LIVE']);
    await expect(await body.findByText(/Manutenção programada do PG Soft/)).toBeVisible();
    await expect(body.getByTestId('download-area')).toBeVisible();
  },
};

/** A visitor on a 320 px phone: header buttons whole, the member bar's six entries in two rows of three. */
export const GuestNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: params(null),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('header-register')).toBeVisible();
    const vip = body.getByTestId('bar-vip').getBoundingClientRect();
    const deposit = body.getByTestId('bar-deposit').getBoundingClientRect();
    await expect(deposit.top).toBeGreaterThanOrEqual(vip.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** verde: no direct registration (DIRECTREG3 off), so a visitor sees Login only. */
export const GuestWithoutDirectRegistration: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...params(null), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('header-login')).toBeVisible();
    await expect(body.queryByTestId('header-register')).toBeNull();
  },
};

/** A member: nickname and balance, the sign-in red dot and the receiving-center count (2+1+0). */
export const Member: Story = {
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const account = await body.findByTestId('account-button');
    await expect(account).toHaveTextContent('Sofia');
    await waitFor(() => expect(body.getByTestId('header-balance')).toHaveTextContent('¥1,234.56'));
    await expect(body.getByTestId('member-bar-balance')).toHaveTextContent('¥1,234.56');
    await expect(
      await within(await body.findByTestId('bar-receiving')).findByText('3 prémios por receber'),
    ).toBeTruthy();
    await expect(within(body.getByTestId('bar-sign-in')).getByText('Check-in disponível')).toBeTruthy();
    await expect(await hotTiles(canvasElement)).toHaveLength(15);
  },
};

/** A member on a 320 px phone: the account button keeps name and balance inside the header. */
export const MemberNarrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await waitFor(() => expect(body.getByTestId('header-balance')).toHaveTextContent('¥1,234.56'));
    const account = body.getByTestId('account-button').getBoundingClientRect();
    const menu = body.getByTestId('side-menu-open').getBoundingClientRect();
    await expect(account.right).toBeLessThanOrEqual(menu.left);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** verde's member: the balance in reais. */
export const MemberInReais: Story = {
  globals: { merchant: 'verde' },
  parameters: { ...params('member'), screenshot: { merchants: ['verde'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await waitFor(() => expect(body.getByTestId('header-balance')).toHaveTextContent('R$1,234.56'));
  },
};

/** A trial member (type 4): the account name (no nickname) and the play balance. */
export const TrialMember: Story = {
  parameters: params('trial'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('account-button')).toHaveTextContent('trial_8841');
    await waitFor(() => expect(body.getByTestId('header-balance')).toHaveTextContent(/[¥￥]2,000\.00/));
    await expect(await hotTiles(canvasElement)).toHaveLength(15);
  },
};

/** lumen's member: lumen has no referral promotion, so the bottom menu has no Share for a member. */
export const MemberInLumen: Story = {
  globals: { merchant: 'lumen' },
  parameters: { ...params('member'), screenshot: { merchants: ['lumen'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('account-button')).toHaveTextContent('Sofia');
    await expect(await hotTiles(canvasElement)).toHaveLength(15);
    const nav = body.getAllByRole('navigation').find((n) => within(n).queryByText('Início'));
    await expect(nav).toBeDefined();
    await expect(within(nav!).queryByText('Partilhar')).toBeNull();
    await expect(document.documentElement.dataset.merchant).toBe('lumen');
  },
};

/** lumen's trial member: the account name and the play balance in lumen's theme. */
export const TrialMemberInLumen: Story = {
  globals: { merchant: 'lumen' },
  parameters: { ...params('trial'), screenshot: { merchants: ['lumen'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByTestId('account-button')).toHaveTextContent('trial_8841');
    await waitFor(() => expect(body.getByTestId('header-balance')).toHaveTextContent(/2,000\.00/));
    await expect(document.documentElement.dataset.merchant).toBe('lumen');
  },
};

/** The member's popover: deposit, withdraw, refresh, hide balance (masked ***), sign out. */
export const MemberAccountMenu: Story = {
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(await body.findByTestId('account-button'));
    const popover = within(await body.findByTestId('account-popover', {}, { timeout: 5000 }));
    await expect(popover.getByRole('button', { name: 'Depositar' })).toBeVisible();
    await userEvent.click(popover.getByTestId('toggle-balance'));
    await expect(body.getByTestId('header-balance')).toHaveTextContent('***');
    await expect(popover.getByTestId('sign-out')).toBeVisible();
  },
};

/** The side menu for a member: the whitelabel menu entries, the language switcher, sign out. */
export const MemberSideMenu: Story = {
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(await body.findByTestId('side-menu-open'));
    const menu = within(await body.findByTestId('side-menu', {}, { timeout: 5000 }));
    await expect(await menu.findByText('VIP 3 · Ouro')).toBeVisible();
    const nav = within(menu.getByRole('navigation'));
    // The whitelabel entries and responsible gaming (a real member's).
    await expect(nav.getAllByRole('link')).toHaveLength(7);
    await expect(menu.getByTestId('side-menu-sign-out')).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Idioma' })).toBeVisible();
  },
};

/** The side menu for a visitor: register, login and the language switcher. */
export const GuestSideMenu: Story = {
  parameters: params(null),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(await body.findByTestId('side-menu-open'));
    const menu = within(await body.findByTestId('side-menu', {}, { timeout: 5000 }));
    await expect(menu.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/m/login');
    await expect(menu.queryByTestId('side-menu-sign-out')).toBeNull();
  },
};

/** The LIVE tab: its vendor tiles (Dream Gaming under maintenance) and its hot games. */
export const LiveTab: Story = {
  parameters: params('member'),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await userEvent.click(await body.findByRole('tab', { name: 'Casino ao vivo' }));
    const vendors = within(await body.findByTestId('vendor-grid'));
    await expect(vendors.getAllByTestId('vendor-tile')).toHaveLength(3);
    await expect(vendors.getByRole('button', { name: /Dream Gaming/ })).toBeDisabled();
    await expect(await hotTiles(canvasElement)).toHaveLength(3);
  },
};

/** Nothing loaded yet: tile skeletons (the banner space is kept). */
export const Loading: Story = {
  parameters: params(null, { state: 'loading' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    await expect(await body.findByRole('status', { name: 'A carregar jogos…' })).toBeVisible();
  },
};

/** Nothing to show: 'no announcement', the no-data placeholder, no banners. */
export const Empty: Story = {
  parameters: params(null, { state: 'empty' }),
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const empty = await body.findByTestId('lobby-empty');
    await expect(within(empty).getByText('Sem dados')).toBeVisible();
    await expect(body.getByText('Sem anúncios')).toBeVisible();
    await expect(body.queryByTestId('banner-carousel')).toBeNull();
  },
};

/** The games failed to load: the message and a retry that asks again. */
export const LoadFailed: Story = {
  parameters: params(null, { state: 'error' }),
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    const error = await body.findByTestId('lobby-error');
    await expect(within(error).getByText('Não foi possível carregar os jogos.')).toBeVisible();
    const { platform } = loadedApp(loaded);
    const before = platform.callsTo('vendorSetup').length;
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(platform.callsTo('vendorSetup').length).toBeGreaterThan(before));
    await expect(await body.findByTestId('lobby-error')).toBeVisible();
  },
};

/** Offline: the shell's banner, and the centre says the games come back with the connection. */
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

/** The download bar closes for good: hideDownloadBar=1 is stored. */
export const DownloadBarClosed: Story = {
  parameters: { ...params(null), screenshot: false },
  play: async ({ canvasElement, loaded }) => {
    const body = await ready(canvasElement);
    await userEvent.click(await body.findByTestId('download-close'));
    await expect(body.queryByTestId('download-area')).toBeNull();
    await expect(loadedApp(loaded).store.storages.local.getItem('hideDownloadBar')).toBe('1');
  },
};

/** The app-download popup, once per session, when the merchant has a link for this device. */
export const AppDownloadPopup: Story = {
  parameters: { ...params(null, { popups: true }), screenshot: { merchants: ['aurum'] } },
  play: async ({ canvasElement }) => {
    const body = await ready(canvasElement);
    const popup = within(await body.findByTestId('app-popup', {}, { timeout: 5000 }));
    await expect(popup.getByRole('link', { name: 'Descarregar' })).toHaveAttribute(
      'href',
      'https://aurum.example/app.apk',
    );
  },
};
