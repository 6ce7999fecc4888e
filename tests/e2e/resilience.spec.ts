// A flaky network and a misbehaving platform, through the simulator's fault API and Chromium's
// offline mode: reads that fail now and then are retried unseen; a platform that keeps failing, or
// answers nonsense, gets a translated message with a retry and never a blank screen; a failed
// next page keeps the games already shown; a slow platform shows skeletons; and a lost connection
// shows the banner, then the games, banners and notices come back by themselves when it returns.
import { expect, test, type APIRequestContext } from './fixtures';
import { login, queryOf, useMerchant } from './lobby-support';

const MERCHANT = 'lumen';
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => useMerchant(page, MERCHANT));
test.afterEach(async ({ request, context }) => {
  await context.setOffline(false);
  expect((await request.delete('/__sim/faults')).ok()).toBe(true);
});

const LIST = '/wps/game/list';
const listCall = (url: string) => url.includes(LIST);
const LOAD_FAILED = 'Não foi possível carregar os jogos.';
const OFFLINE_GAMES = 'Sem ligação à internet. Os jogos voltam quando a ligação voltar.';
const OFFLINE_BANNER = 'Está sem ligação à Internet. Algumas funções não estão disponíveis.';

async function fault(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/__sim/faults', { data });
  expect(res.ok()).toBe(true);
}

test('two failures in a row are retried unseen: the player just sees the games', async ({
  page,
  request,
}) => {
  await fault(request, { pattern: LIST, errorRate: 1, times: 2 });
  let calls = 0;
  page.on('request', (r) => {
    if (listCall(r.url())) calls++;
  });
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('lobby-error')).toHaveCount(0);
  expect(calls).toBe(3);
});

test('a platform that keeps failing: a translated message and a retry that works', async ({
  page,
  request,
}) => {
  await fault(request, { pattern: LIST, errorRate: 1 });
  await page.goto('/m/gameList?gameType=RNG');
  const error = page.getByTestId('lobby-error');
  await expect(error).toContainText(LOAD_FAILED);
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  // The page around it still works: header, search and tabs.
  await expect(page.getByTestId('game-search')).toBeVisible();

  expect((await request.delete('/__sim/faults')).ok()).toBe(true);
  await error.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

for (const malformed of ['schema', 'json'] as const) {
  test(`an answer that is not what the contract says (${malformed}) is an error with a retry, not a blank screen`, async ({
    page,
    request,
  }) => {
    await fault(request, { pattern: LIST, malformed });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('lobby-error')).toContainText(LOAD_FAILED);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a failed next page keeps the games shown and retries that page', async ({ page, request }) => {
  const pages: string[] = [];
  page.on('request', (r) => {
    if (listCall(r.url())) pages.push(queryOf(r).pageNo ?? '');
  });
  await page.goto('/m/gameList?gameType=RNG');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  await fault(request, { pattern: LIST, errorRate: 1 });

  const footerError = page.getByTestId('lobby-error');
  for (let i = 0; i < 8 && !(await footerError.isVisible()); i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(500);
  }
  await expect(footerError).toContainText(LOAD_FAILED);
  expect(await tiles.count()).toBeGreaterThan(0);
  expect(pages.filter((p) => p === '2').length).toBeGreaterThan(0);

  expect((await request.delete('/__sim/faults')).ok()).toBe(true);
  const retried = page.waitForResponse((r) => listCall(r.url()) && queryOf(r.request()).pageNo === '2');
  await footerError.getByRole('button', { name: 'Tentar novamente' }).click();
  expect((await retried).ok()).toBe(true);
  await expect(footerError).toHaveCount(0);
  expect(await tiles.count()).toBeGreaterThan(0);
});

test('a slow platform shows skeletons until the games arrive', async ({ page, request }) => {
  await fault(request, { pattern: LIST, latencyMs: 2500 });
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('lobby-loading')).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('lobby-loading')).toHaveCount(0);
});

test('offline: the banner shows, the games say why, and come back by themselves online', async ({
  page,
  context,
}) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  // A tab change needs the network: it fails with the offline message, the typed state kept.
  await page.getByTestId('classification-menu').locator('button[data-key=NEW]').click();
  await expect(page.getByTestId('lobby-error')).toContainText(OFFLINE_GAMES);

  const back = page.waitForResponse((r) => listCall(r.url()) && queryOf(r.request()).isNew === 'true');
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  expect((await back).ok()).toBe(true);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('lobby-error')).toHaveCount(0);
  await expect(page.getByTestId('classification-menu').locator('button[data-key=NEW]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the home page parts that failed while the connection was gone reload by themselves when it returns', async ({
  page,
  context,
  request,
}) => {
  // The home page's game requests fail, then the connection drops: the message says why, and
  // promises the games back when the connection returns.
  await fault(request, {
    pattern: '^/wps/(game/(hot|vendor/setup)|banner/list|announcement/list)',
    errorRate: 1,
  });
  await page.goto('/m/home');
  const error = page.getByTestId('game-centre').getByTestId('lobby-error');
  await expect(error).toContainText(LOAD_FAILED);
  await expect(page.getByTestId('banner-slide')).toHaveCount(0);
  await expect(page.getByTestId('notice-ticker')).toContainText('Sem anúncios');
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(error).toContainText(OFFLINE_GAMES);

  expect((await request.delete('/__sim/faults')).ok()).toBe(true);
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await expect(page.getByTestId('hot-grid')).toBeVisible();
  await expect(page.getByTestId('lobby-error')).toHaveCount(0);
  await expect(page.getByTestId('banner-slide').first()).toBeAttached();
  await expect(page.getByTestId('notice-ticker')).not.toContainText('Sem anúncios');
});

test('a member page that failed offline (deposit methods) loads by itself when the connection returns', async ({
  page,
  context,
  request,
}) => {
  // aurum: lumen asks a captcha at every login.
  await page.addInitScript(() => localStorage.setItem('MC_TEST_MERCHANT', 'aurum'));
  await login(page);
  await fault(request, { pattern: '/wps/deposit/channels', errorRate: 1 });
  await page.goto('/m/deposit');
  const failed = page.getByText('Não foi possível carregar os métodos de depósito.');
  await expect(failed).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  expect((await request.delete('/__sim/faults')).ok()).toBe(true);
  const channels = page.waitForResponse((r) => r.url().includes('/wps/deposit/channels'));
  await context.setOffline(false);
  expect((await channels).ok()).toBe(true);
  await expect(failed).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  await expect(page.getByText('USDT (TRC20)').first()).toBeVisible();
});
