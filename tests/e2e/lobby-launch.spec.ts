// The game launch rules, asserted on the app's address and on the launch call the platform
// receives; the frame's lottery parameters; the close; guests sent to login; recent on launch.
import { expect, test, type Page } from './fixtures';
import { chooseCategory, control, login, queryOf, useMerchant } from './lobby-support';

const MERCHANT = 'lumen';
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page, request }) => {
  await useMerchant(page, MERCHANT);
  // This merchant asks for a captcha at login; the launch rules are what is tested here.
  await control(request, MERCHANT).patchMerchant({ settings: { captcha: false } });
});

/** Taps a vendor tile of a category and returns the launch call's query. */
async function launchVendor(page: Page, category: string, vendor: string) {
  await page.goto('/m/home');
  await chooseCategory(page, category);
  const call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await page.locator(`[data-testid=vendor-tile][data-vendor="${vendor}"] button`).click();
  return queryOf(await call);
}

test('a guest tapping a game goes to login', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('hot-grid').getByTestId('game-tile').first().locator('button').click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('any other vendor: generic launch with gameCategory, vendor, gameId and nodeId; close goes to /m/game', async ({
  page,
}) => {
  await login(page);
  await page.goto('/m/home');
  await chooseCategory(page, 'HOT');
  const tile = page.getByTestId('hot-grid').getByTestId('game-tile').first();
  const nodeId = await tile.getAttribute('data-node-id');
  const call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await tile.locator('button').first().click();
  const q = queryOf(await call);
  expect(q).toMatchObject({ gameCategory: 'RNG', nodeId: nodeId! });
  expect(q.vendor).toBeTruthy();
  expect(q.gameId).toBeTruthy();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/m/launchGame');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    gameCategory: 'RNG',
    vendor: q.vendor,
    gameId: q.gameId,
    nodeId: nodeId,
  });
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /\/sim\/game\/play\?ticket=/);
  await expect(page.getByTestId('game-new-window')).toHaveAttribute('target', '_blank');
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(/\/m\/game$/);

  // Recorded as a recent game.
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('classification-menu').locator('button[data-key=RECENT]').click();
  await expect(page.locator(`[data-testid=game-tile][data-node-id="${nodeId}"]`)).toBeVisible();
});

test('LOTT: /m/launchGame with playType=trad, prize_mode, code lobby and pageBack=home; the frame gets token, merchant, css, prize_mode; close goes home', async ({
  page,
}) => {
  await login(page);
  const q = await launchVendor(page, 'LOTTERY', 'LOTT');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/m/launchGame');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    playType: 'trad',
    prize_mode: 'Lott',
    code: 'lobby',
    pageBack: 'home',
  });
  expect(q).toMatchObject({ vendor: 'LOTT', playType: 'trad', prizeMode: 'Lott' });
  const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
  expect(src.searchParams.get('token')).toBeTruthy();
  expect(src.searchParams.get('merchant')).toBe(MERCHANT);
  expect(src.searchParams.get('css')).toBe(`${MERCHANT}.css`);
  expect(src.searchParams.get('prize_mode')).toBe('Lott');
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('ELOTT tab: the lottery lobby with the e-lottery prize mode and code lobby', async ({ page }) => {
  await login(page);
  await page.goto('/m/home');
  const call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await chooseCategory(page, 'ELOTT');
  const q = queryOf(await call);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    playType: 'trad',
    prize_mode: 'Elott',
    code: 'lobby',
    pageBack: 'home',
  });
  expect(q).toMatchObject({ vendor: 'ELOTT', gameCode: 'lobby', prizeMode: 'Elott' });
  await expect(page.getByTestId('game-iframe')).toBeVisible();
});

test('TCG_LOTTO_VN and TCG_SEA: the lottery with gameCode lobby, SEA prize mode for TCG_SEA', async ({
  page,
}) => {
  await login(page);
  const vn = await launchVendor(page, 'LOTTERY', 'TCG_LOTTO_VN');
  expect(vn).toMatchObject({ vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'Lott' });
  const sea = await launchVendor(page, 'LOTTERY', 'TCG_SEA');
  expect(sea).toMatchObject({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA' });
  const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
  expect(src.searchParams.get('prize_mode')).toBe('SEA');
});

test('COCKFIGHT launches DS88; guests choosing it go to login', async ({ page }) => {
  await page.goto('/m/home');
  await chooseCategory(page, 'COCKFIGHT');
  await expect(page).toHaveURL(/\/m\/login/);
  await login(page);
  await page.goto('/m/home');
  const call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await chooseCategory(page, 'COCKFIGHT');
  expect(queryOf(await call)).toMatchObject({ vendor: 'DS88', gameCategory: 'COCKFIGHT' });
});

test('a lottery game in an Entertainment mode launches as ent', async ({ page }) => {
  await login(page);
  await page.goto('/m/gameList?gameType=LOTTERY&vassalage=LOTT');
  const search = page.getByTestId('game-search');
  await search.fill('Rápido 3 3 min');
  await search.press('Enter');
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await tile.locator('button').first().click();
  const q = queryOf(await call);
  expect(q).toMatchObject({ vendor: 'LOTT', playType: 'ent', gameCode: 'fast-3-3-min' });
  expect(new URL(page.url()).searchParams.get('playType')).toBe('ent');
});

test('the lottery frame route embeds the lottery with token, merchant, css and prize mode; close goes to /m/game', async ({
  page,
}) => {
  await login(page);
  await page.goto('/m/lotto-h5/lumen/trad/games/10646?prize_mode=Lott');
  const src = new URL((await page.getByTestId('game-iframe').getAttribute('src'))!);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    merchant: MERCHANT,
    css: `${MERCHANT}.css`,
    prize_mode: 'Lott',
  });
  expect(src.searchParams.get('token')).toBeTruthy();
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(/\/m\/game$/);
});
