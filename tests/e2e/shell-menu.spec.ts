// The bottom menu for a visitor, a member, a trial member and an agent (SPEC §2 Layout).
import { expect, test, type Page } from './fixtures';
import {
  apiLogin,
  apiTrial,
  expectRoute,
  patchMerchant,
  quietHome,
  reset,
  useSession,
} from './shell-support';

const menu = (page: Page) => page.locator('[data-shell-nav]');
const items = (page: Page) => menu(page).locator('li');

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await quietHome(page);
});

test('visitor: Home, Share, Deposit, Service, Member; Share and Member go to login', async ({ page }) => {
  await page.goto('/m/home');
  await expect(items(page)).toHaveCount(5);
  await expect(menu(page).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  const service = menu(page).getByRole('link', { name: 'Apoio' });
  await expect(service).toHaveAttribute('href', 'https://t.me/aurum_support');
  await expect(service).toHaveAttribute('target', '_blank');
  await menu(page).getByRole('link', { name: 'Partilhar' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/home');
  await menu(page).getByRole('link', { name: 'Membro' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/home');
  await menu(page).getByRole('link', { name: 'Depósito' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
});

test('member: Share with the referral promotion on, Member opens the member centre', async ({
  page,
  request,
}) => {
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/home');
  await expect(items(page)).toHaveCount(5);
  await menu(page).getByRole('link', { name: 'Partilhar' }).click();
  await expectRoute(page, 'inviteFriends');
  await menu(page).getByRole('link', { name: 'Membro' }).click();
  await expectRoute(page, 'memberHome');
  await expect(menu(page).getByRole('link', { name: 'Membro' })).toHaveAttribute('aria-current', 'page');
  await menu(page).getByRole('link', { name: 'Depósito' }).click();
  await expectRoute(page, 'voucherCenter');
});

test('member: no Share when the referral promotion is off', async ({ page, request }) => {
  expect((await patchMerchant(request, 'aurum', { settings: { referralEnabled: false } })).ok()).toBe(true);
  await useSession(page, await apiLogin(request, 'demo_member'));
  await page.goto('/m/home');
  await expect(items(page)).toHaveCount(4);
  await expect(menu(page).getByText('Partilhar')).toHaveCount(0);
});

test('visitor: Share even with the referral promotion off', async ({ page, request }) => {
  expect((await patchMerchant(request, 'aurum', { settings: { referralEnabled: false } })).ok()).toBe(true);
  await page.goto('/m/home');
  await expect(items(page)).toHaveCount(5);
});

for (const agent of ['demo_agent', 'demo_agent41']) {
  test(`agent ${agent}: no Share`, async ({ page, request }) => {
    await useSession(page, await apiLogin(request, agent));
    await page.goto('/m/home');
    await expect(items(page)).toHaveCount(4);
    await expect(menu(page).getByText('Partilhar')).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Membro' }).click();
    await expectRoute(page, 'memberHome');
  });
}

test('trial member: Member asks to register (Cancel or Register now)', async ({ page, request }) => {
  await useSession(page, await apiTrial(request));
  await page.goto('/m/home');
  await expect(items(page)).toHaveCount(5);
  await menu(page).getByRole('button', { name: 'Membro' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Por favor, inicie sessão com uma conta real para usar esta função.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expectRoute(page, 'home');
  await menu(page).getByRole('button', { name: 'Membro' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Registar agora' }).click();
  // The register modal (SPEC §4) opens over the page, which stays where it was.
  await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
  await expectRoute(page, 'home');
});

test('trial member: refused member-only pages with free_reject', async ({ page, request }) => {
  await useSession(page, await apiTrial(request));
  for (const path of ['/m/webEmail', '/m/withdraw', '/m/inviteFriends']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Esta função não está disponível para contas de demonstração.' }),
    ).toBeVisible();
  }
});
