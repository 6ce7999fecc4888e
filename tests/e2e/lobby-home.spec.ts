// Home: the game centre's tab order and memory, search on Enter, the banner rules and the header
// popover actions.
import { expect, test } from './fixtures';
import { categoryKeys, chooseCategory, control, login, useMerchant } from './lobby-support';

const MERCHANT = 'aurum';
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => useMerchant(page, MERCHANT));

test('tabs: HOT first, server order, INHOUSE after RNG, ESPORTS after SPORTS; the choice is remembered', async ({
  page,
}) => {
  await page.goto('/m/home');
  const keys = await categoryKeys(page);
  expect(keys[0]).toBe('HOT');
  expect(keys.indexOf('INHOUSE')).toBe(keys.indexOf('RNG') + 1);
  expect(keys.indexOf('ESPORTS')).toBe(keys.indexOf('SPORTS') + 1);
  // The rest keeps the platform's order (RNG, LIVE, FISH, PVP, SPORTS, LOTTERY, ELOTT, COCKFIGHT…).
  const serverOrder = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTTERY', 'ELOTT', 'COCKFIGHT', 'BINGO'];
  const positions = serverOrder.map((k) => keys.indexOf(k));
  expect(positions.every((p) => p > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  await chooseCategory(page, 'LIVE');
  await expect(page.getByTestId('game-centre')).toHaveAttribute('data-category', 'LIVE');
  await expect(page.getByTestId('vendor-tile').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('game-centre')).toHaveAttribute('data-category', 'LIVE');
  await expect(page.getByTestId('category-menu').locator('button[data-key="LIVE"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await chooseCategory(page, 'HOT');
});

test('PROMO goes to the promotions page', async ({ page }) => {
  await page.goto('/m/home');
  await chooseCategory(page, 'PROMO');
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test('search filters the hot list by name, case-insensitively, only on Enter', async ({ page }) => {
  await page.goto('/m/home');
  const tiles = page.getByTestId('hot-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  // The grid draws its first tiles first and is busy until the rest are in it.
  await expect(page.getByTestId('hot-grid')).not.toHaveAttribute('aria-busy');
  const before = await tiles.count();
  const names = await tiles.locator('button').first().innerText();
  const word = names.split(/\s+/)[0]!;
  const box = page.getByTestId('game-search');
  await box.fill(word.toUpperCase());
  await expect(tiles).toHaveCount(before);
  await box.press('Enter');
  await expect.poll(() => tiles.count()).toBeLessThan(before);
  for (const text of await tiles.allInnerTexts()) expect(text.toLowerCase()).toContain(word.toLowerCase());
  await box.fill('zzzz-no-such-game');
  await box.press('Enter');
  await expect(page.getByTestId('lobby-empty')).toBeVisible();
  await box.fill('');
  await expect(tiles).toHaveCount(before);
});

test('banners: m_home for guests; m_live only with a live model; pagination with several', async ({
  page,
  request,
}) => {
  const sim = control(request, MERCHANT);
  await page.goto('/m/home');
  const slides = page.getByTestId('banner-slide');
  await expect(slides.first()).toBeVisible();
  expect(new Set(await slides.evaluateAll((s) => s.map((e) => e.getAttribute('data-group'))))).toEqual(
    new Set(['m_home']),
  );
  // Pagination: one dot per banner, one of them current.
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.locator('button[aria-current]')).toHaveCount(await slides.count());
  await expect(carousel.locator('button[aria-current=true]')).toHaveCount(1);
  await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'true');

  await sim.patchMember('demo_member', { hasLiveModel: true });
  await login(page);
  await page.goto('/m/home');
  await expect(page.locator('[data-testid=banner-slide][data-group=m_live]').first()).toBeAttached();

  await sim.patchMember('demo_member', { hasLiveModel: false });
  await page.reload();
  await expect(slides.first()).toBeVisible();
  await expect(page.locator('[data-testid=banner-slide][data-group=m_live]')).toHaveCount(0);
  await sim.patchMember('demo_member', { hasLiveModel: true });
});

test('guest header: Login, and Register only with DIRECTREG3', async ({ page, request }) => {
  const sim = control(request, MERCHANT);
  await sim.patchMerchant({ whitelabel: { DIRECTREG3: false } });
  await page.goto('/m/home');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-register')).toHaveCount(0);
  await sim.patchMerchant({ whitelabel: { DIRECTREG3: true } });
  await page.reload();
  await expect(page.getByTestId('header-register')).toBeVisible();
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('header popover: balance to 2 decimals, hide/show, refresh, deposit, withdraw, sign out', async ({
  page,
  request,
}) => {
  await control(request, MERCHANT).patchMember('demo_member', { balance: 1234.56 });
  await login(page);
  await page.goto('/m/home');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText(/1,234\.56$/);

  await page.getByTestId('account-button').click();
  await page.getByTestId('toggle-balance').click();
  await expect(balance).toHaveText('***');
  await page.getByTestId('toggle-balance').click();
  await expect(balance).toHaveText(/1,234\.56$/);

  // Refresh: the balance hides until the reload finishes, then shows the new amount.
  await control(request, MERCHANT).patchMember('demo_member', { balance: 99.5 });
  await page.route('**/wps/member/wallet*', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByTestId('refresh-balance').click();
  await expect(balance).not.toHaveText(/\d/);
  await expect(balance).toHaveText(/99\.50$/);
  await page.unroute('**/wps/member/wallet*');

  await page
    .getByTestId('account-popover')
    .getByRole('button', { name: /Depositar/ })
    .click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
  await page.goto('/m/home');
  await page.getByTestId('account-button').click();
  await page
    .getByTestId('account-popover')
    .getByRole('button', { name: /Levantar/ })
    .click();
  await expect(page).toHaveURL(/\/m\/withdraw/);
  await page.goto('/m/home');
  await page.getByTestId('account-button').click();
  await page.getByTestId('sign-out').click();
  // The logout confirmation (the shell's prompt), then the login page.
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button').last().click();
  await expect(page).toHaveURL(/\/m\/login/);
  await control(request, MERCHANT).patchMember('demo_member', { balance: 1234.56 });
});
