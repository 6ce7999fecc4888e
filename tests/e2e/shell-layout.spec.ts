// Layout rules (SPEC §2 Layout): where the header and the bottom menu show, logo or back arrow,
// where back goes, page titles.
import { expect, test, type Page } from './fixtures';
import { apiLogin, expectRoute, quietHome, reset, useSession } from './shell-support';

const shellHeader = (page: Page) => page.locator('[data-shell-header]');
const shellNav = (page: Page) => page.locator('[data-shell-nav]');

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await quietHome(page);
});

test('the header is hidden where the page draws its own top bar: login, register, forget, message, gameList, app, lottery, vip', async ({
  page,
}) => {
  // One page load per route: on a loaded machine that takes longer than one test's usual budget.
  test.slow();
  const pages: [string, string][] = [
    ['/m/login', 'login'],
    ['/m/register', 'register'],
    ['/m/forget', 'forget'],
    ['/m/message', 'message'],
    ['/m/gameList?gameType=RNG', 'gameList'],
    ['/m/app', 'app'],
    ['/m/lottery', 'lottery'],
    ['/m/vip', 'vip'],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await expectRoute(page, name);
    await expect(shellHeader(page), path).toHaveCount(0);
  }
  // Their own top bars have the way back: opened in a new tab, home.
  const tab = await page.context().newPage();
  await tab.goto('/m/lottery');
  await expect(tab.getByRole('heading', { name: 'Lotaria' })).toBeVisible();
  await tab.getByRole('button', { name: 'Voltar' }).click();
  await expect(tab).toHaveURL(/\/m\/home$/);
});

test('the VIP club opened directly: its own top bar goes back home (never only "go home")', async ({
  page,
}) => {
  await page.goto('/m/vip');
  await expectRoute(page, 'vip');
  await expect(page.getByRole('heading', { name: 'Clube VIP', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the header shows the logo on home and a back arrow with the title elsewhere', async ({ page }) => {
  await page.goto('/m/home');
  await expect(shellHeader(page)).toHaveAttribute('data-shell-header', 'logo');
  await expect(shellHeader(page).getByRole('link', { name: 'Página inicial' })).toBeVisible();
  const titled: [string, string][] = [
    ['/m/activity', 'Promoções'],
    ['/m/notice', 'Anúncios'],
    ['/m/trail', 'Jogar grátis'],
    ['/m/changePsw', 'Alterar palavra-passe'],
    ['/m/gameCenter', 'Centro de jogos'],
    ['/m/slotsCenter', 'Centro de slots'],
    ['/m/set', 'Definições'],
  ];
  for (const [path, title] of titled) {
    await page.goto(path);
    await expect(shellHeader(page), path).toHaveAttribute('data-shell-header', 'back');
    await expect(shellHeader(page).getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect(shellHeader(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/m/forget');
  await expect(page).toHaveTitle('Recuperar palavra-passe');
  await page.goto('/m/message');
  await expect(page).toHaveTitle('Centro de mensagens');
});

test('the bottom menu is hidden exactly where the spec says', async ({ page }) => {
  // One page load per route: on a loaded machine that takes longer than one test's usual budget.
  test.slow();
  for (const path of [
    '/m/login',
    '/m/register',
    '/m/slotsCenter',
    '/m/gameList?gameType=RNG',
    '/m/lottery',
    '/m/forget',
    '/m/changePsw',
    '/m/app',
    '/m/notice',
    '/m/activity',
    '/m/vip',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-route]')).toBeVisible();
    await expect(shellNav(page), path).toHaveCount(0);
  }
  for (const path of ['/m/home', '/m/set', '/m/gameCenter', '/m/message', '/m/trail']) {
    await page.goto(path);
    await expect(shellNav(page), path).toBeVisible();
  }
});

test('back from notice and trail goes home, whatever came before', async ({ page }) => {
  for (const path of ['/m/notice', '/m/trail']) {
    await page.goto('/m/set');
    await page.goto(path);
    await shellHeader(page).getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});

test('back elsewhere goes one step back in the app', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/home');
  await shellNav(page).getByRole('link', { name: 'Membro' }).click();
  await expectRoute(page, 'memberHome');
  await page.getByRole('link', { name: 'Definições' }).click();
  await expectRoute(page, 'set');
  await shellHeader(page).getByRole('button', { name: 'Voltar' }).click();
  await expectRoute(page, 'memberHome');
});

test('back from a page opened directly goes home', async ({ page }) => {
  await page.goto('/m/set');
  await shellHeader(page).getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('back from the message centre replaces the route with /m/home', async ({ page }) => {
  await page.goto('/m/set');
  await page.goto('/m/message');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/set$/);
});

test('the first page shows at once; the next pages fade in over 300 ms', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/home');
  await expect(page.locator('[data-transition]').first()).toHaveAttribute('data-transition', 'none');
  await shellNav(page).getByRole('link', { name: 'Membro' }).click();
  await expectRoute(page, 'memberHome');
  const fade = page.locator('[data-transition]').first();
  await expect(fade).toHaveAttribute('data-transition', 'fade');
  const duration = await fade.evaluate((el) => getComputedStyle(el).animationDuration);
  expect(duration).toBe('0.3s');
});
