// The game list: how BINGO and INHOUSE start, infinite loading, the filter panel, favourites and
// recent for a member and their refusal for a guest, recent recorded on launch (a double tap
// launches once).
import { expect, test } from './fixtures';
import { login, queryOf, useMerchant } from './lobby-support';

const MERCHANT = 'verde';
test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => useMerchant(page, MERCHANT));

const listCall = (url: string) => url.includes('/wps/game/list');

test('BINGO starts as RNG with classification BG; INHOUSE as RNG with vendor BGS and no provider filter', async ({
  page,
}) => {
  const bingo = page.waitForRequest((r) => listCall(r.url()));
  await page.goto('/m/gameList?gameType=BINGO');
  expect(queryOf(await bingo)).toMatchObject({
    gameType: 'RNG',
    gameClassify: 'BG',
    pageNo: '1',
    pageSize: '25',
  });
  await expect(page.getByTestId('classification-menu').locator('button[data-key=BG]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const inhouse = page.waitForRequest((r) => listCall(r.url()));
  await page.goto('/m/gameList?gameType=INHOUSE');
  expect(queryOf(await inhouse)).toMatchObject({ gameType: 'RNG', vassalage: 'BGS' });
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('game-search')).toBeVisible();
  await expect(page.getByTestId('filter-open')).toHaveCount(0);
});

test('infinite loading: page 1 of 25, then the next page near the bottom while scrolling down', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('request', (r) => {
    if (listCall(r.url())) pages.push(queryOf(r).pageNo ?? '');
  });
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(pages).toEqual(['1']);
  for (let i = 0; i < 6 && pages.length < 2; i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(400);
  }
  await expect.poll(() => pages).toEqual(['1', '2']);
  // A virtualised grid: the DOM holds only the rows near the viewport.
  expect(await page.locator('*').count()).toBeLessThan(800);
});

test('filter panel: only the vendor applies on submit; reset clears it', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.getByTestId('filter-open').click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByRole('radio', { name: 'JILI', exact: false }).first().check();
  const filtered = page.waitForRequest((r) => listCall(r.url()));
  await page.getByTestId('filter-submit').click();
  const q = queryOf(await filtered);
  expect(q).toMatchObject({ gameType: 'RNG', vassalage: 'JILI', pageNo: '1' });
  expect(q.minBet).toBeUndefined();
  expect(q.gameClassify).toBeUndefined();
  await expect(page.getByTestId('filter-open')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('filter-open').click();
  const reset = page.waitForRequest((r) => listCall(r.url()));
  await page.getByTestId('filter-reset').click();
  expect(queryOf(await reset).vassalage).toBeUndefined();
  await expect(page.getByTestId('filter-open')).toHaveAttribute('aria-pressed', 'false');
});

test('a guest is asked to log in for favourites and recent, and the star does nothing', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await page.getByTestId('game-tile').first().locator('button[aria-pressed]').click();
  await expect(page.getByText(/Inicie sessão|iniciar sessão|login/i).first()).toBeVisible();
  await page.getByTestId('classification-menu').locator('button[data-key=FAV]').click();
  await expect(page.getByTestId('lobby-empty')).toBeVisible();
  await page.getByTestId('classification-menu').locator('button[data-key=RECENT]').click();
  await expect(page.getByTestId('lobby-empty')).toBeVisible();
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-classification', 'RECENT');
});

test('a member adds a favourite (the star changes on success), sees it under Fav, and removes it', async ({
  page,
}) => {
  await login(page);
  await page.goto('/m/gameList?gameType=RNG');
  const tile = page.getByTestId('game-tile').nth(1);
  const nodeId = (await tile.getAttribute('data-node-id'))!;
  const star = tile.locator('button[aria-pressed]');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const add = page.waitForRequest((r) => r.url().includes('/wps/game/favourite') && r.method() === 'POST');
  await star.click();
  expect((await add).postDataJSON()).toMatchObject({ nodeId });
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('classification-menu').locator('button[data-key=FAV]').click();
  const favTile = page.locator(`[data-testid=game-tile][data-node-id="${nodeId}"]`);
  await expect(favTile).toBeVisible();
  await favTile.locator('button[aria-pressed]').click();
  await expect(favTile.locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'false');

  // A refused change leaves the star as it was.
  await page.route('**/wps/game/favourite', (route) =>
    route.fulfill({ status: 404, json: { success: false, code: 'NOT_FOUND', message: 'err_not_found' } }),
  );
  await page.getByTestId('classification-menu').locator('button[data-key=ALL]').click();
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-classification', 'ALL');
  const again = page
    .locator(`[data-testid=game-tile][data-node-id="${nodeId}"]`)
    .locator('button[aria-pressed]');
  await again.click();
  await page.waitForTimeout(500);
  await expect(again).toHaveAttribute('aria-pressed', 'false');
});

test('a member launches a game from the list (a double tap launches once) and then sees it under Recent', async ({
  page,
}) => {
  await login(page);
  await page.goto('/m/gameList?gameType=RNG');
  // A game that is not already among the recent ones.
  await page.getByTestId('classification-menu').locator('button[data-key=RECENT]').click();
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-classification', 'RECENT');
  await page.waitForLoadState('networkidle');
  const recentBefore = await page
    .getByTestId('game-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id')));
  await page.getByTestId('classification-menu').locator('button[data-key=ALL]').click();
  // The tab is drawn as chosen at once and the list follows a frame later: read the tiles once it has.
  await expect(page.getByTestId('game-list')).toHaveAttribute('data-classification', 'ALL');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const candidates = await page
    .getByTestId('game-tile')
    .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-node-id')));
  const nodeId = candidates.find((id) => id && !recentBefore.includes(id))!;
  expect(nodeId).toBeTruthy();

  const recorded: Record<string, string>[] = [];
  const launches: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/recent/add')) recorded.push(queryOf(r));
    if (r.url().includes('/wps/game/launch')) launches.push(queryOf(r));
  });
  await page.locator(`[data-testid=game-tile][data-node-id="${nodeId}"] button`).first().dblclick();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await expect(page.getByTestId('game-iframe')).toBeVisible();
  await page.waitForTimeout(300);
  expect(recorded).toHaveLength(1);
  expect(recorded[0]).toMatchObject({ nodeId });
  expect(launches).toHaveLength(1);
  expect(launches[0]).toMatchObject({ nodeId });

  // Back on the list, Recent now has it.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await page.getByTestId('classification-menu').locator('button[data-key=RECENT]').click();
  await expect(page.locator(`[data-testid=game-tile][data-node-id="${nodeId}"]`)).toBeVisible();
});
