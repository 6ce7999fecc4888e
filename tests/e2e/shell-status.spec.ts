// The system status gate (SPEC §2, §4), switched through the simulator's control API. The tests
// play on the lumen merchant (test-mode override) and put it back to normal afterwards.
import { expect, test } from './fixtures';
import { expectRoute, patchMerchant, reset, useMerchant } from './shell-support';

const MERCHANT = 'lumen';
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await useMerchant(page, MERCHANT);
});
test.afterEach(async ({ request }) => {
  await patchMerchant(request, MERCHANT, { maintenance: false, regionRestriction: false });
});

test('status 0 renders the app', async ({ page }) => {
  await page.goto('/m/home');
  await expectRoute(page, 'home');
  await expect(page.locator('[data-status-page]')).toHaveCount(0);
});

test('status 1 (maintenance) renders the service-error page, even with a region restriction', async ({
  page,
  request,
}) => {
  for (const patch of [{ maintenance: true }, { maintenance: true, regionRestriction: true }]) {
    expect((await patchMerchant(request, MERCHANT, patch)).ok()).toBe(true);
    await page.goto('/m/home');
    await expect(page.locator('[data-status-page]')).toHaveAttribute('data-status-page', 'service-error');
    await expect(page.getByRole('heading', { name: 'Serviço em manutenção' })).toBeVisible();
    await expect(page.locator('[data-shell-nav]')).toHaveCount(0);
  }
});

test('status 2 (region restriction only) renders the region page with the IP', async ({ page, request }) => {
  expect((await patchMerchant(request, MERCHANT, { regionRestriction: true })).ok()).toBe(true);
  await page.goto('/m/activity');
  await expect(page.locator('[data-status-page]')).toHaveAttribute('data-status-page', 'region-restricted');
  await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
  await expect(page.getByText(/O seu IP: /)).toBeVisible();
});

test('retry on the service-error page opens the app once the platform is back', async ({ page, request }) => {
  expect((await patchMerchant(request, MERCHANT, { maintenance: true })).ok()).toBe(true);
  await page.goto('/m/set');
  await expect(page.getByRole('heading', { name: 'Serviço em manutenção' })).toBeVisible();
  expect((await patchMerchant(request, MERCHANT, { maintenance: false })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expectRoute(page, 'set');
});

test('the error pages are translated', async ({ page, request }) => {
  expect((await patchMerchant(request, MERCHANT, { maintenance: true })).ok()).toBe(true);
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'en'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Service under maintenance' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
