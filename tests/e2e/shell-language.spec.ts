// Switching language (SPEC §1, §8): the shell changes language at once, language-dependent data is
// fetched again with the platform's code, the choice survives a reload.
import { expect, test } from './fixtures';
import { quietHome, reset } from './shell-support';

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await quietHome(page);
});

test('Portuguese is the default', async ({ page }) => {
  await page.goto('/m/set');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Português', exact: true })).toBeChecked();
});

test('choosing English, then Chinese, switches the shell and reloads the settings in that language', async ({
  page,
}) => {
  await page.goto('/m/set');
  const settingsCall = page.waitForRequest(
    (r) => r.url().includes('/wps/system/settings') && r.url().includes('language=EN'),
  );
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('[data-shell-header]').getByRole('heading', { name: 'Settings' })).toBeVisible();
  await settingsCall;

  await page.getByRole('radio', { name: '简体中文' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: '首页' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
  await expect(page).toHaveTitle('设置');
});

test('a stored platform code (CN) is understood', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'CN'));
  await page.goto('/m/set');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
