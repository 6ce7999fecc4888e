// Deposit end to end against the simulator: every channel type creates an order, the order screen
// shows what to pay to with its QR and countdown, and the balance follows when the order is paid;
// a double tap and a retried timeout make one order in the platform's storage; a trial member is
// refused before any call.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { control, login, useMerchant } from './lobby-support';

interface StoredDeposit {
  orderId: string;
  channelId: number;
  amount: number;
  status: string;
}

const deposits = (request: APIRequestContext, merchant: string) =>
  sim<StoredDeposit[]>(request, 'get', `/__sim/members/demo_member/deposits?merchant=${merchant}`);

const balanceOf = async (request: APIRequestContext, merchant: string) => {
  const res = await request.get(`/__sim/members/demo_member?merchant=${merchant}`, {
    headers: { 'X-Merchant-Code': merchant },
  });
  return res.ok() ? ((await res.json()) as { value: { balance: number } }).value.balance : null;
};

async function chooseChannel(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(name) }).check();
}

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

const channelsByMerchant = [
  { merchant: 'aurum', channels: ['Bank transfer', 'USDT'] },
  { merchant: 'verde', channels: ['PIX'] },
  { merchant: 'lumen', channels: ['GCash'] },
] as const;

for (const { merchant, channels } of channelsByMerchant) {
  test(`${merchant}: a member deposits through ${channels.join(', ')} and sees the balance change`, async ({
    page,
    request,
  }) => {
    await useMerchant(page, merchant);
    // lumen asks a captcha at every login; this test is about deposits.
    await control(request, merchant).patchMerchant({ settings: { captcha: false } });
    await login(page);
    for (const name of channels) {
      await page.goto('/m/voucherCenter');
      await chooseChannel(page, name);
      const amount = page.getByRole('textbox', { name: /Valor/ });
      // Checked as typed: under the minimum says so at the field.
      await amount.fill('1');
      await expect(page.getByText(/O valor mínimo é/)).toBeVisible();
      // A preset fills the amount; the credited amount is shown before confirming.
      await page.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button').nth(1).click();
      const typed = await amount.inputValue();
      expect(Number(typed)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Depositar' }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D/);
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByRole('timer')).toHaveText(/Pague dentro de (29|30):\d\d/);
      await expect(page.getByRole('img', { name: 'Código QR para pagar' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Copiar / }).first()).toBeVisible();

      const before = await balanceOf(request, merchant);
      await sim(request, 'post', `/__sim/deposits/${orderId}`, { status: 'SUCCESS' });
      // The status refresh sees the payment and the header's balance follows.
      await expect(page.getByText('Depósito concluído')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(/Novo saldo:/)).toBeVisible();
      if (before !== null) expect(await balanceOf(request, merchant)).toBeCloseTo(before + Number(typed), 2);
    }
    const stored = await deposits(request, merchant);
    expect(stored.filter((d) => d.status === 'SUCCESS')).toHaveLength(channels.length);
  });
}

test('a failed order ends in its failed state, and the history lists it newest first', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: /Valor/ }).fill('150');
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await sim(request, 'post', `/__sim/deposits/${orderId}`, { status: 'FAILED' });
  await expect(page.getByText('O depósito falhou')).toBeVisible({ timeout: 15_000 });
  await page.goto('/m/voucherCenter?view=history');
  await expect(page.getByRole('listitem').first()).toContainText('Falhou');
});

test('a double tap and a retried timeout create one order', async ({ page, request }) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: /Valor/ }).fill('120');
  const submit = page.getByRole('button', { name: 'Depositar' });
  await submit.dblclick();
  await expect(page).toHaveURL(/order=/);
  expect((await deposits(request, 'aurum')).filter((d) => d.amount === 120)).toHaveLength(1);

  // The platform makes the order but the answer never arrives: the retry sends the same key.
  await page.goto('/m/voucherCenter');
  let dropped = false;
  await page.route('**/wps/deposit/order', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('timedout');
  });
  await page.getByRole('textbox', { name: /Valor/ }).fill('130');
  await submit.click();
  await expect(page).toHaveURL(/order=/, { timeout: 30_000 });
  expect((await deposits(request, 'aurum')).filter((d) => d.amount === 130)).toHaveLength(1);
  // A reload of the order screen shows the same order.
  await page.reload();
  await expect(page.getByRole('timer')).toBeVisible();
});

test('a pending deposit is resumed from the history', async ({ page }) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: /Valor/ }).fill('300');
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/order=/);
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await page.goto('/m/voucherCenter?view=history');
  await page
    .getByRole('link', { name: /Pendente/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`order=${orderId}`));
  await expect(page.getByRole('timer')).toBeVisible();
});

test('a trial member is refused before any deposit call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/deposit')) calls.push(r.url());
  });
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Jogar grátis' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/voucherCenter');
  await expect(page.getByText('Esta função não está disponível para contas de demonstração.')).toBeVisible();
  expect(calls).toEqual([]);
});
