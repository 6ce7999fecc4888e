// Responsible gaming end to end against the simulator: a daily deposit limit refuses a deposit above
// it with its message; raising it applies only after the cooling period (the platform clock moved
// through the control API); the reality check interrupts a running game; a member on a break cannot
// sign in until it ends.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { login, useMerchant } from './lobby-support';

const MERCHANT = 'aurum';

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await useMerchant(page, MERCHANT);
});

const advance = (request: APIRequestContext, body: Record<string, number>) =>
  sim(request, 'post', '/__sim/clock/advance', body);

/** Opens a limit's editor from the responsible-gaming page and saves `value`. */
async function setDailyDepositLimit(page: Page, value: string) {
  await page.goto('/m/responsibleGaming');
  const deposits = page.getByRole('region', { name: 'Limites de depósito' });
  await deposits.getByRole('button', { name: /Diário/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Diário' });
  await dialog.getByRole('textbox', { name: 'Valor do limite' }).fill(value);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  return deposits;
}

async function deposit(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByRole('textbox', { name: /Valor/ }).fill(amount);
  await page.getByRole('button', { name: 'Depositar' }).click();
}

test('a daily deposit limit refuses a deposit above it; a raise applies only after 24 hours', async ({
  page,
  request,
}) => {
  await login(page);
  const deposits = await setDailyDepositLimit(page, '200');
  await expect(deposits.getByRole('button', { name: /Diário/ })).toContainText('¥200.00 · usado ¥0.00');
  await expect(page.getByRole('status')).toHaveText('Limite guardado. Já está em vigor.');

  await deposit(page, '300');
  await expect(page.getByText('Este depósito ultrapassa o limite de depósito que definiu.')).toBeVisible();
  await expect(page).not.toHaveURL(/order=/);

  // A raise waits: the limit shown stays 200 with the new value and when it applies.
  await setDailyDepositLimit(page, '1000');
  const daily = deposits.getByRole('button', { name: /Diário/ });
  await expect(daily).toContainText('¥200.00');
  await expect(daily).toContainText(/Passa a ¥1,000.00 a /);
  await deposit(page, '300');
  await expect(page.getByText('Este depósito ultrapassa o limite de depósito que definiu.')).toBeVisible();

  // 25 hours later on the platform the session has expired: the member's next page sends them to
  // sign in again, coming back there afterwards.
  await advance(request, { hours: 25 });
  await page.goto('/m/responsibleGaming');
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await login(page);
  await page.goto('/m/responsibleGaming');
  await expect(daily).toContainText('¥1,000.00 · usado');
  await expect(daily).not.toContainText('Passa a');
  await deposit(page, '300');
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D/);
});

test('the reality check interrupts a running game, with time played and the result', async ({
  page,
  request,
}) => {
  // The device's clock is the test's: fifteen minutes pass in a moment. The service worker's update
  // check runs on that clock too, and Playwright's blocked service workers register as nothing, so
  // it is given a registration to call.
  await page.addInitScript(() => {
    const register = () => Promise.resolve({ update: () => Promise.resolve() });
    if ('serviceWorker' in navigator)
      Object.defineProperty(navigator.serviceWorker, 'register', { value: register, configurable: true });
  });
  await page.clock.install();
  await login(page);
  await page.goto('/m/responsibleGaming');
  await page.getByRole('button', { name: /Lembrete durante o jogo/ }).click();
  const editor = page.getByRole('dialog', { name: 'Verificação da realidade' });
  await editor.getByRole('radio', { name: '15 minutos' }).check();
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();

  await page.goto('/m/home');
  const tile = page.getByTestId('hot-grid').getByTestId('game-tile').first();
  await tile.locator('button').first().click();
  const frame = page.getByTestId('game-iframe');
  await expect(frame).toBeVisible();

  // Fifteen minutes pass, on the platform and on the device.
  await advance(request, { minutes: 15 });
  await page.clock.fastForward('15:00');
  const prompt = page.getByRole('alertdialog', { name: 'Verificação da realidade' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(/Está a jogar há 15 minutos\. Nesta sessão/);
  // Over the game, which keeps running underneath.
  await expect(frame).toBeAttached();
  await prompt.getByRole('button', { name: 'Continuar' }).click();
  await expect(prompt).toBeHidden();
  await expect(frame).toBeVisible();
});

test('a member who takes a break is signed out and cannot sign in until it ends', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/responsibleGaming');
  await page.getByRole('button', { name: 'Fazer uma pausa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fazer uma pausa' });
  await dialog.getByRole('radio', { name: '1 dia' }).check();
  await expect(dialog).toContainText('A sessão termina já, em todos os dispositivos.');
  await expect(dialog).toContainText('Não é possível cancelar nem encurtar depois de confirmar.');
  await dialog.getByRole('button', { name: 'Começar a pausa' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByText(/A sua pausa começou/).first()).toBeVisible();

  await page.goto('/m/login');
  await page.locator('input[autocomplete=username]').first().fill('demo_member');
  await page.locator('input[autocomplete=current-password]').first().fill('demo1234');
  await page.locator('button[type=submit]').first().click();
  await expect(page.getByText(/A sua conta está numa pausa de jogo que pediu, até /)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);

  await advance(request, { hours: 25 });
  await login(page);
});
