// Withdraw end to end against the simulator: a member with no payment password and no card types
// the amount, sets both on the page and withdraws with the amount kept; every refusal the contract
// names shows its message by its field, the form keeping what was typed; a double tap sends one
// request and makes one withdrawal even on a platform that ignores the Idempotency-Key, and a
// retried timeout makes one; the history lists the withdrawals with their details; the header's
// balance follows without a reload; a trial member is refused before any call.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { control, login } from './lobby-support';

interface StoredWithdrawal {
  orderId: string;
  amount: number;
  status: string;
}

const withdrawals = (request: APIRequestContext, username = 'demo_member') =>
  sim<StoredWithdrawal[]>(request, 'get', `/__sim/members/${username}/withdrawals?merchant=aurum`);

const AMOUNT = 'Valor a levantar';
const PASSWORD = 'Palavra-passe de pagamento (6 dígitos)';

// Each test signs in and moves money through several screens: more than the default 30 s on a
// busy machine.
test.setTimeout(90_000);

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

async function dismissPrompts(page: Page) {
  // demo_contract is asked about its pending contracts after login: not this test's subject.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

/** Types the amount and the payment password and taps Levantar. */
async function withdraw(page: Page, amount: string, password = '123456') {
  await page.getByLabel(AMOUNT).fill(amount);
  await page.getByLabel(PASSWORD).fill(password);
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
}

/** The field says `text` under it (in its accessible description). */
const saysAt = (page: Page, label: string, text: string) =>
  expect(page.getByLabel(label)).toHaveAccessibleDescription(
    new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

test('a member with no payment password and no card sets both and withdraws, the amount kept', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/')) urls.push(r.url());
  });
  await login(page, 'demo_contract');
  await dismissPrompts(page);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('¥150.00');
  // The amount first: it stays through both steps.
  await page.getByLabel(AMOUNT).fill('120');

  // The first step: a payment password.
  await expect(page.getByText('Defina a palavra-passe de pagamento')).toBeVisible();
  await page.getByLabel('Nova palavra-passe de pagamento').fill('246810');
  await page.getByLabel('Confirme a palavra-passe de pagamento').fill('246811');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('As palavras-passe não coincidem.')).toBeVisible();
  await page.getByLabel('Confirme a palavra-passe de pagamento').fill('246810');
  await page.getByRole('button', { name: 'Guardar' }).click();

  // Then a card: a wrong payment password is refused at its field with the tries left, the rest kept.
  await expect(page.getByText('Adicione uma conta bancária')).toBeVisible();
  await expect(page.getByLabel(AMOUNT)).toHaveValue('120');
  await page.getByLabel('Nome do titular').fill('Rui Costa');
  await page.getByLabel('Número da conta').fill('6222 0202 0000 9876');
  await page.getByLabel(PASSWORD).fill('111111');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByLabel(PASSWORD)).toHaveAttribute('aria-invalid', 'true');
  await saysAt(page, PASSWORD, 'Palavra-passe de pagamento incorreta. Restam 4 tentativas.');
  await expect(page.getByLabel('Nome do titular')).toHaveValue('Rui Costa');
  await page.getByLabel(PASSWORD).fill('246810');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();

  // The withdraw step, the new card chosen and the amount still there.
  await expect(page.getByRole('radio', { name: /\*\*\*\* 9876/ })).toBeChecked();
  const amount = page.getByLabel(AMOUNT);
  await expect(amount).toHaveValue('120');
  await amount.fill('99');
  await expect(page.getByText('O valor mínimo é ¥100.00.')).toBeVisible();
  await amount.fill('200');
  await expect(page.getByText('O valor e a taxa passam o saldo disponível.')).toBeVisible();
  await withdraw(page, '120', '000000');
  await saysAt(page, PASSWORD, 'Restam 4 tentativas.');
  await expect(amount).toHaveValue('120');
  await page.getByLabel(PASSWORD).fill('246810');
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toHaveText('¥30.00');
  expect((await withdrawals(request, 'demo_contract')).map((w) => w.amount)).toEqual([120]);

  // The password never went into a URL or storage.
  expect(urls.some((u) => u.includes('246810'))).toBe(false);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('246810');
});

test('a member withdraws with "all"; the header balance follows without a reload; the history shows it', async ({
  page,
}) => {
  await login(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toContainText('1,234.56');
  await page.goto('/m/withdraw');
  await page.getByRole('button', { name: 'Tudo' }).click();
  await expect(page.getByLabel(AMOUNT)).toHaveValue('1234.56');
  await page.getByLabel(PASSWORD).fill('123456');
  await page.getByRole('button', { name: 'Levantar', exact: true }).click();
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible();
  await expect(page.getByTestId('withdrawable')).toHaveText('¥0.00');

  // In the app, no reload: the history, then home, whose header shows the new balance.
  await page.getByRole('link', { name: 'Ver no histórico' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw\?view=history$/);
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText('1,234.56');
  await expect(row).toContainText('Pendente');
  await row.click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('**** 1234');
  await expect(details).toContainText('Em análise');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Início' }).click();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});

test('each refusal shows its message by its field, and the form keeps what was typed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sims = control(request, 'aurum');
  await login(page);
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('¥1,234.56');

  // INSUFFICIENT_BALANCE: the balance fell on the platform after the page loaded.
  await sims.patchMember('demo_member', { balance: 150 });
  await withdraw(page, '200');
  await saysAt(page, AMOUNT, 'Saldo insuficiente.');
  await expect(page.getByLabel(AMOUNT)).toHaveValue('200');
  await expect(page.getByLabel(PASSWORD)).toHaveValue('');
  // The page follows the platform: the balance it now shows.
  await expect(page.getByTestId('withdrawable')).toHaveText('¥150.00');
  await sims.patchMember('demo_member', { balance: 1234.56 });
  await page.reload();

  // AMOUNT_OUT_OF_RANGE: the merchant raised the minimum after the page loaded.
  await expect(page.getByTestId('withdrawable')).toHaveText('¥1,234.56');
  await sims.patchMerchant({ withdraw: { minAmount: 300 } });
  await withdraw(page, '200');
  await saysAt(page, AMOUNT, 'O valor está fora dos limites permitidos.');
  await expect(page.getByText('Mínimo ¥300.00')).toBeVisible();
  await sims.patchMerchant({ withdraw: { minAmount: 100 } });
  await page.reload();

  // NO_PERMISSION: today's count used up on the platform after the page loaded; for the whole form.
  await expect(page.getByTestId('withdrawable')).toHaveText('¥1,234.56');
  await sims.patchMerchant({ withdraw: { dailyCount: 0 } });
  await withdraw(page, '200');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Atingiu o número de levantamentos de hoje.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Levantar', exact: true })).toBeDisabled();
  await sims.patchMerchant({ withdraw: { dailyCount: 5 } });
  await page.reload();

  // VALIDATION_ERROR: the platform refused the data (played by a fault on the call).
  await sim(request, 'post', '/__sim/faults', {
    pattern: '/wps/withdraw',
    method: 'POST',
    errorRate: 1,
    status: 400,
    code: 'VALIDATION_ERROR',
    times: 1,
  });
  await withdraw(page, '200');
  await expect(
    page.getByRole('alert').filter({ hasText: 'O formato dos dados não está correto.' }),
  ).toBeVisible();
  await expect(page.getByLabel(AMOUNT)).toHaveValue('200');

  // CONFLICT: an add-card duplicate, with the platform's own message at the account number.
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  await page.getByLabel('Nome do titular').fill('Maria Silva');
  await page.getByLabel('Número da conta').fill('6222020200001234');
  await page.getByLabel(PASSWORD).fill('123456');
  await page.getByRole('radio', { name: 'Industrial and Commercial Bank of China' }).check();
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await saysAt(page, 'Número da conta', 'Esta conta bancária já está registada.');
  await expect(page.getByLabel('Nome do titular')).toHaveValue('Maria Silva');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // PAYMENT_PASSWORD_INVALID, five times, then RATE_LIMITED: the platform's limit, said with the wait.
  for (const left of [
    'Restam 4 tentativas.',
    'Restam 3 tentativas.',
    'Restam 2 tentativas.',
    'Resta 1 tentativa.',
  ]) {
    await withdraw(page, '200', '000000');
    await saysAt(page, PASSWORD, `Palavra-passe de pagamento incorreta. ${left}`);
  }
  await withdraw(page, '200', '000000');
  await saysAt(page, PASSWORD, 'Não restam tentativas');
  await withdraw(page, '200', '123456');
  await saysAt(
    page,
    PASSWORD,
    'Demasiadas palavras-passe de pagamento erradas. Tente de novo dentro de 60 minutos.',
  );
  await expect(page.getByLabel(AMOUNT)).toHaveValue('200');

  // PAYMENT_PASSWORD_NOT_SET: support removed the payment password; the page turns to setting one.
  await sim(request, 'post', '/__sim/clock/advance', { hours: 1 });
  await sims.patchMember('demo_member', { paymentPassword: null });
  await withdraw(page, '200');
  await expect(page.getByText('Defina primeiro uma palavra-passe de pagamento.')).toBeVisible();
  await expect(page.getByText('Defina a palavra-passe de pagamento')).toBeVisible();
  await expect(page.getByLabel(AMOUNT)).toHaveValue('200');
  expect(await withdrawals(request)).toEqual([]);
});

test('a double tap sends one request and makes one withdrawal, without relying on the Idempotency-Key', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/withdraw');
  // The platform sees no key at all: only the app can keep the second tap from withdrawing again.
  const posts: string[] = [];
  await page.route('**/wps/withdraw', async (route) => {
    posts.push(route.request().method());
    const headers = { ...route.request().headers() };
    delete headers['idempotency-key'];
    // Slow enough for the second tap to come while the first is on its way.
    await new Promise((r) => setTimeout(r, 500));
    await route.continue({ headers });
  });
  await page.getByLabel(AMOUNT).fill('150');
  await page.getByLabel(PASSWORD).fill('123456');
  await page.getByRole('button', { name: 'Levantar', exact: true }).dblclick();
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible();
  expect(posts).toEqual(['POST']);
  const stored = await withdrawals(request);
  expect(stored.map((w) => w.amount)).toEqual([150]);
  await expect(page.getByTestId('withdrawable')).toHaveText('¥1,084.56');
});

test('a retried timeout makes one withdrawal', async ({ page, request }) => {
  await login(page);
  await page.goto('/m/withdraw');
  // The platform withdraws but the answer never arrives: the retry sends the same key.
  let dropped = false;
  await page.route('**/wps/withdraw', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('timedout');
  });
  await withdraw(page, '160');
  await expect(page.getByText('Pedido de levantamento enviado')).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(true);
  expect((await withdrawals(request)).map((w) => w.amount)).toEqual([160]);
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
