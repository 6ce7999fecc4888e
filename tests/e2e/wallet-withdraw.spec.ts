// Withdraw end to end against the simulator: a member with no payment password and no card sets
// both on the page and withdraws with the amount kept; the platform's refusals show by their
// field; the header balance follows without a reload; a trial member is refused before any call.
import { expect, test, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { login } from './lobby-support';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

async function dismissPrompts(page: Page) {
  // demo_contract is asked about its pending contracts after login: not this test's subject.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

test('a member with no payment password and no card sets both and withdraws, the amount kept', async ({
  page,
}) => {
  const passwordRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/')) passwordRequests.push(r.url());
  });
  await login(page, 'demo_contract');
  await dismissPrompts(page);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('¥150.00');
  // The first step: a payment password.
  await expect(page.getByText('Defina a palavra-passe de pagamento')).toBeVisible();
  await page.getByLabel('Nova palavra-passe de pagamento').fill('246810');
  await page.getByLabel('Confirme a palavra-passe de pagamento').fill('246811');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('As palavras-passe não coincidem.')).toBeVisible();
  await page.getByLabel('Confirme a palavra-passe de pagamento').fill('246810');
  await page.getByRole('button', { name: 'Guardar' }).click();

  // Then a card: a wrong payment password is refused at its field, and the rest is kept.
  await expect(page.getByText('Adicione uma conta bancária')).toBeVisible();
  await page.getByLabel('Nome do titular').fill('Rui Costa');
  await page.getByLabel('Número da conta').fill('6222 0202 0000 9876');
  await page.getByLabel('Palavra-passe de pagamento (6 dígitos)').fill('111111');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByLabel('Nome do titular')).toHaveValue('Rui Costa');
  await expect(page.getByLabel('Palavra-passe de pagamento (6 dígitos)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel('Palavra-passe de pagamento (6 dígitos)').fill('246810');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();

  // The withdraw form, with the card chosen.
  const amount = page.getByLabel('Valor a levantar');
  await expect(amount).toBeVisible();
  await amount.fill('99');
  await expect(page.getByText('O valor mínimo é ¥100.00.')).toBeVisible();
  await amount.fill('200');
  await expect(page.getByText('O valor e a taxa passam o saldo disponível.')).toBeVisible();
  await amount.fill('120');
  await page.getByLabel('Palavra-passe de pagamento (6 dígitos)').fill('000000');
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
  await expect(page.getByLabel('Palavra-passe de pagamento (6 dígitos)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(amount).toHaveValue('120');
  await page.getByLabel('Palavra-passe de pagamento (6 dígitos)').fill('246810');
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toHaveText('¥30.00');

  // The password never went into a URL or storage.
  expect(passwordRequests.some((u) => u.includes('246810'))).toBe(false);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('246810');
});

test('a member with a card withdraws with "all" and the header balance follows', async ({ page }) => {
  await login(page);
  await page.goto('/m/withdraw');
  await page.getByRole('button', { name: 'Tudo' }).click();
  await expect(page.getByLabel('Valor a levantar')).toHaveValue('1234.56');
  await page.getByLabel('Palavra-passe de pagamento (6 dígitos)').fill('123456');
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toHaveText('¥0.00');
});

test('a trial member is refused before any withdraw call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/withdraw')) calls.push(r.url());
  });
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/withdraw');
  await expect(page.getByText('Esta função não está disponível para contas de demonstração.')).toBeVisible();
  expect(calls).toEqual([]);
});
