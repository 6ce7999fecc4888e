// Deposit end to end against the simulator: every channel type (BANK, PIX, EWALLET, USDT, QR)
// creates an order, the order screen shows what to pay to with its QR and countdown, and once the
// provider confirms (its control route, or the platform clock for channels that confirm on their
// own) the member sees the new balance: the amount less the fee the form announced. A double tap
// sends one request and makes one order even on a platform that ignores the Idempotency-Key; a
// retried timeout makes one order (checked in the simulator's storage); the history lists orders
// newest first with their details, and a pending one is resumed from there; a trial member is
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

/** The cents of a money text, whatever the currency's symbol and separators. */
const cents = (text: string) => Number(text.replace(/\D/g, ''));

async function chooseChannel(page: Page, name: string) {
  await page.getByRole('radio', { name: new RegExp(name) }).check();
}

// Each test signs in and moves money through several screens: more than the default 30 s on a
// busy machine.
test.setTimeout(90_000);

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

type Settle = 'provider' | 'clock';
const channelsByMerchant: { merchant: string; channels: [name: string, type: string, settle: Settle][] }[] = [
  {
    merchant: 'aurum',
    channels: [
      ['Bank transfer', 'BANK', 'provider'],
      ['USDT', 'USDT', 'provider'],
      ['QR payment', 'QR', 'clock'],
    ],
  },
  { merchant: 'verde', channels: [['PIX', 'PIX', 'clock']] },
  { merchant: 'lumen', channels: [['GCash', 'EWALLET', 'provider']] },
];

for (const { merchant, channels } of channelsByMerchant) {
  test(`${merchant}: a member deposits through ${channels.map((c) => c[1]).join(', ')} and sees the balance change`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 * channels.length + 30_000);
    await useMerchant(page, merchant);
    const sims = control(request, merchant);
    // lumen asks a captcha at every login; this test is about deposits.
    await sims.patchMerchant({ settings: { captcha: false } });
    // A known balance, so each new one can be checked to the cent.
    await sims.patchMember('demo_member', { balance: 1000 });
    await login(page);
    let balance = 1000_00;
    for (const [name, , settle] of channels) {
      await page.goto('/m/voucherCenter');
      await chooseChannel(page, name);
      const amount = page.getByRole('textbox', { name: /Valor/ });
      // Checked as typed: under the minimum says so at the field.
      await amount.fill('1');
      await expect(page.getByText(/O valor mínimo é/)).toBeVisible();
      // A preset fills the amount; the fee and the amount credited show before confirming.
      await page.getByRole('group', { name: 'Valores sugeridos' }).getByRole('button').nth(1).click();
      const typed = Number(await amount.inputValue());
      expect(typed).toBeGreaterThan(0);
      const credited = cents(
        await page.getByText('Valor creditado').locator('xpath=following-sibling::dd').innerText(),
      );
      expect(credited).toBeGreaterThan(0);
      expect(credited).toBeLessThanOrEqual(typed * 100);
      await page.getByRole('button', { name: 'Depositar' }).click();
      await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D/);
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await expect(page.getByRole('timer')).toHaveText(/Pague dentro de (29|30):\d\d/);
      await expect(page.getByRole('img', { name: 'Código QR para pagar' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Copiar / }).first()).toBeVisible();

      if (settle === 'provider')
        await sim(request, 'post', `/__sim/deposits/${orderId}`, { status: 'SUCCESS' });
      // A channel that confirms on its own: two minutes of platform time.
      else await sim(request, 'post', '/__sim/clock/advance', { minutes: 2 });
      // The status refresh sees the payment and the balance follows: the amount less the fee.
      await expect(page.getByText('Depósito concluído')).toBeVisible({ timeout: 15_000 });
      balance += credited;
      expect(cents(await page.getByText(/Novo saldo:/).innerText())).toBe(balance);
    }
    const stored = await deposits(request, merchant);
    expect(stored.filter((d) => d.status === 'SUCCESS')).toHaveLength(channels.length);
  });
}

test('a failed order ends in its failed state, and the history lists it newest first with its details', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  await page.getByRole('textbox', { name: /Valor/ }).fill('150');
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/order=/);
  const first = new URL(page.url()).searchParams.get('order')!;
  await sim(request, 'post', `/__sim/deposits/${first}`, { status: 'FAILED' });
  await expect(page.getByText('O depósito falhou')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Novo depósito' }).click();
  await page.getByRole('textbox', { name: /Valor/ }).fill('160');
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/order=/);
  const second = new URL(page.url()).searchParams.get('order')!;

  await page.goto('/m/voucherCenter?view=history');
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toContainText(second);
  await expect(rows.first()).toContainText('Pendente');
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.nth(1)).toContainText('Falhou');
  await rows.nth(1).click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText('Bank transfer');
  await expect(details).toContainText('Falhou');
  await expect(page.getByRole('link', { name: 'Continuar o pagamento' })).toHaveCount(0);
});

test('a double tap sends one request and makes one order, without relying on the Idempotency-Key', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  // The platform sees no key at all: only the app can keep the second tap from making an order.
  const posts: string[] = [];
  await page.route('**/wps/deposit/order', async (route) => {
    posts.push(route.request().method());
    const headers = { ...route.request().headers() };
    delete headers['idempotency-key'];
    await route.continue({ headers });
  });
  await page.getByRole('textbox', { name: /Valor/ }).fill('120');
  await page.getByRole('button', { name: 'Depositar' }).dblclick();
  await expect(page).toHaveURL(/order=/);
  await expect(page.getByRole('timer')).toBeVisible();
  expect(posts).toEqual(['POST']);
  expect((await deposits(request, 'aurum')).filter((d) => d.amount === 120)).toHaveLength(1);
});

test('a retried timeout makes one order, and a reload of the order screen shows it', async ({
  page,
  request,
}) => {
  await login(page);
  await page.goto('/m/voucherCenter');
  // The platform makes the order but the answer never arrives: the retry sends the same key.
  let dropped = false;
  await page.route('**/wps/deposit/order', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('timedout');
  });
  await page.getByRole('textbox', { name: /Valor/ }).fill('130');
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/order=/, { timeout: 30_000 });
  expect(dropped).toBe(true);
  const stored = (await deposits(request, 'aurum')).filter((d) => d.amount === 130);
  expect(stored).toHaveLength(1);
  expect(new URL(page.url()).searchParams.get('order')).toBe(stored[0]!.orderId);
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
  await page.getByTestId('order-row').filter({ hasText: orderId }).click();
  await expect(page.getByTestId('order-details')).toContainText('Pagar até');
  await page.getByRole('link', { name: 'Continuar o pagamento' }).click();
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
