// Routing (SPEC §2): home aliases, registration alias, unknown paths through the merchant's extra
// routes then home, guards with the way back.
import { expect, test } from './fixtures';
import { apiLogin, expectRoute, patchMerchant, quietHome, reset, useSession } from './shell-support';

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await quietHome(page);
});

for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
  test(`${alias} opens home`, async ({ page }) => {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expectRoute(page, 'home');
  });
}

test('an alias keeps its query (the merchant override)', async ({ page }) => {
  await page.goto('/m/index.html?merchant=verde');
  await expect(page).toHaveURL(/\/m\/home\?merchant=verde$/);
  await expect(page.locator('html')).toHaveAttribute('data-merchant', 'verde');
});

test('/m/register.html opens registration', async ({ page }) => {
  await page.goto('/m/register.html');
  await expectRoute(page, 'register');
  await expect(page).toHaveTitle('Registo');
});

test('an unknown path falls back to home', async ({ page }) => {
  await page.goto('/m/no/such/page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectRoute(page, 'home');
});

test("an unknown path found in the merchant's extra routes goes there", async ({ page, request }) => {
  const res = await patchMerchant(request, 'aurum', {
    domainRoute: [{ path: '/m/bonus', target: '/m/activity' }],
  });
  expect(res.ok()).toBe(true);
  await page.goto('/m/bonus');
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expectRoute(page, 'activity');
});

test('every route of the spec resolves to its page', async ({ page }) => {
  // One page load per route: on a loaded machine that takes longer than one test's usual budget.
  test.slow();
  const routes: [string, string][] = [
    ['/m/forget', 'forget'],
    ['/m/activity', 'activity'],
    ['/m/activityDetail?id=1', 'activityDetail'],
    ['/m/vip', 'vip'],
    ['/m/notice', 'notice'],
    ['/m/message', 'message'],
    ['/m/changePsw', 'changePsw'],
    ['/m/lottery', 'lottery'],
    ['/m/gameList?gameType=RNG', 'gameList'],
    ['/m/game', 'game'],
    ['/m/slotsCenter', 'slotsCenter'],
    ['/m/gameCenter', 'gameCenter'],
    ['/m/trail', 'trail'],
    ['/m/set', 'set'],
    ['/m/app', 'app'],
  ];
  for (const [path, name] of routes) {
    await page.goto(path);
    await expectRoute(page, name);
    await expect(page.locator('main')).not.toBeEmpty();
  }
});

test('a guest opening a protected page goes to login and comes back after logging in', async ({ page }) => {
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
  await page.locator('input[autocomplete=username]').first().fill('demo_member');
  await page.locator('input[autocomplete=current-password]').first().fill('demo1234');
  await page.locator('button[type=submit]').first().click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expectRoute(page, 'voucherCenter');
});

test('a signed-in member opening the login page goes home, or to the redirect target', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/login');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expectRoute(page, 'home');
  await page.goto(`/m/login?redirect=${encodeURIComponent('/m/set')}`);
  await expect(page).toHaveURL(/\/m\/set$/);
  await expectRoute(page, 'set');
});

test('the hot games list is titled as hot games, not as slots', async ({ page }) => {
  await page.goto('/m/gameList?type=hot');
  await expectRoute(page, 'gameList');
  await expect(page.getByRole('heading', { level: 1, name: 'Populares' })).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
});

test('member-only pages send guests to login', async ({ page }) => {
  for (const path of [
    '/m/withdraw',
    '/m/member/benefits',
    '/m/activity/signIn',
    '/m/webEmail',
    '/m/inviteFriends',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/m/login\\?redirect=${encodeURIComponent(path)}$`));
  }
});

test('a member opens member pages; apply-reward without an id returns to promotions', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/member/home');
  await expectRoute(page, 'memberHome');
  await expect(page.getByText('demo_member').first()).toBeVisible();
  await page.goto('/m/applyReward');
  await expect(page).toHaveURL(/\/m\/activity$/);
});
