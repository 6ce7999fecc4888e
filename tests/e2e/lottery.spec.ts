// The lottery pages against the simulator (SPEC §2 /m/lottery, /m/startLottery, Game launch rules):
// the platform's groups and draws as the page shows them; a guest tapping Play is sent to login and
// comes back; a member's Play goes through the launch rules to the game frame; the start page counts
// down on the platform's clock to the draw, says it is drawing, and shows the next issue with the
// drawn one on top of the results when the platform clock is moved through the control API; a
// merchant without Vietnamese lotteries has no Vietnamese groups.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { control, queryOf, useMerchant } from './lobby-support';

const MERCHANT = 'verde';
// First loads and the clock steps below wait on a shared, busy machine; nothing here is a timing test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
const FIRST_LOAD = { timeout: 20_000 };

interface Menu {
  menu: { key: string; title: string; gameIds: string[] }[];
}
interface Lottery {
  gameId: string;
  nodeId: string;
  name: string;
  vendor: string;
  gameCode: string;
  lottoMode: string;
  drawInterval: number;
}
interface Draws {
  now: number;
  list: {
    gameId: string;
    issue: string;
    nextDrawAt: number;
    results: { issue: string; drawnAt: number; numbers: string[] }[];
  }[];
}

/** A platform call as the app makes it (the platform's envelope, the merchant's header). */
async function platform<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { 'X-Merchant-Code': MERCHANT } });
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

const lotteries = (request: APIRequestContext) =>
  platform<{ list: Lottery[] }>(request, '/wps/lottery/list?language=PT').then((v) => v.list);

async function signIn(page: Page) {
  await page.locator('input[autocomplete=username]').first().fill('demo_member');
  await page.locator('input[autocomplete=current-password]').first().fill('demo1234');
  await page.locator('button[type=submit]').first().click();
  await expect(page).not.toHaveURL(/\/m\/login/, FIRST_LOAD);
}

async function openGroup(page: Page, key: string) {
  await page.getByTestId('lottery-groups').locator(`[data-key="${key}"]`).click();
  await expect(page.getByTestId('lottery-list')).toHaveAttribute('data-group', key);
}

test.beforeEach(async ({ page, request }) => {
  await resetSimulator(request);
  await useMerchant(page, MERCHANT);
});

test('the list shows the platform’s groups and each lottery’s latest draw; a guest’s Play goes to login and back', async ({
  page,
  request,
}) => {
  const menu = await platform<Menu>(request, '/wps/lottery/menu?language=PT');
  expect(menu.menu.map((g) => g.key)).toEqual(['hot', 'vn', 'vnNumero', 'numero', 'sea', 'elott']);

  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  // SPEC hides the shell's header and bottom menu here; the page has its own top bar.
  await expect(page.locator('[data-shell-header]')).toHaveCount(0);
  await expect(page.locator('[data-shell-nav]')).toHaveCount(0);
  const tabs = page.getByTestId('lottery-groups').getByRole('tab');
  await expect(tabs).toHaveText(menu.menu.map((g) => g.title));
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // The Vietnamese fast draws: the platform's lotteries in its order, each with its last result.
  await openGroup(page, 'vnNumero');
  const group = menu.menu.find((g) => g.key === 'vnNumero')!;
  const entries = page.getByTestId('lottery-entry');
  await expect(entries).toHaveCount(group.gameIds.length);
  expect(await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(
    group.gameIds,
  );
  const draws = await platform<Draws>(request, `/wps/lottery/draws?gameIds=${group.gameIds[0]}&results=2`);
  const first = draws.list[0]!;
  // The draws may have moved on between the page's read and this one: the page's latest result is
  // the draw before the issue it shows on sale.
  const shownIssue = await entries.first().getAttribute('data-issue');
  const latest = shownIssue === first.issue ? first.results[0]! : first.results[1]!;
  expect([first.issue, first.results[0]!.issue]).toContain(shownIssue);
  await expect(entries.first()).toContainText(`Último resultado: ${latest.numbers.join(' ')}`);
  await expect(entries.first().getByRole('timer')).toHaveText(/^Sorteio em \d\d:\d\d$/);

  // A guest's Play: login, then back on the list.
  await openGroup(page, 'numero');
  await page.getByTestId('lottery-entry').first().getByTestId('lottery-play').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flottery/);
  await signIn(page);
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);

  // Back from the list opened in a new tab (no page behind it) goes home, not out of the app.
  const tab = await page.context().newPage();
  await tab.goto('/m/lottery');
  await expect(tab.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  await tab.getByRole('button', { name: 'Voltar' }).click();
  await expect(tab).toHaveURL(/\/m\/home$/);
});

test('a member’s Play follows the launch rules to the game frame', async ({ page, request }) => {
  const list = await lotteries(request);
  await page.goto('/m/login');
  await signIn(page);
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);

  // LOTT: /m/launchGame with the lottery's game id and code, its play type, the prize mode, back home.
  await openGroup(page, 'numero');
  const entry = page.getByTestId('lottery-entry').nth(1);
  const lottId = await entry.getAttribute('data-id');
  const lott = list.find((l) => l.gameId === lottId)!;
  expect(lott.vendor).toBe('LOTT');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (/\/wps\/game\/(launch|recent\/add)/.test(r.url())) sent.push(new URL(r.url()).pathname);
  });
  let call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await entry.getByTestId('lottery-play').dblclick();
  let q = queryOf(await call);
  expect(q).toMatchObject({ vendor: 'LOTT', gameId: lott.gameId, gameCode: lott.gameCode });
  // verde plays LOTT in e-lottery prize mode (its vendor mapping); Entertainment modes play as ent.
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
    vendor: 'LOTT',
    gameId: lott.gameId,
    code: lott.gameCode,
    playType: lott.lottoMode.includes('Entertainment') ? 'ent' : 'trad',
    prize_mode: 'Elott',
    pageBack: 'home',
  });
  await expect(page.getByTestId('game-iframe')).toHaveAttribute(
    'src',
    /\/sim\/game\/play\?ticket=/,
    FIRST_LOAD,
  );
  // A double tap launched once and recorded one recent game.
  expect(sent.sort()).toEqual(['/wps/game/launch', '/wps/game/recent/add']);
  await page.getByTestId('game-close').click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // TCG_LOTTO_VN: its lottery lobby (gameCode lobby, lottery prize mode).
  await page.goto('/m/lottery');
  await openGroup(page, 'vn');
  call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await page.getByTestId('lottery-entry').first().getByTestId('lottery-play').click();
  q = queryOf(await call);
  expect(q).toMatchObject({ vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'Lott' });
  await expect(page.getByTestId('game-iframe')).toBeVisible(FIRST_LOAD);

  // TCG_SEA: the SEA prize mode.
  await page.goto('/m/lottery');
  await openGroup(page, 'sea');
  call = page.waitForRequest((r) => r.url().includes('/wps/game/launch'));
  await page.getByTestId('lottery-entry').first().getByTestId('lottery-play').click();
  expect(queryOf(await call)).toMatchObject({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA' });
});

test('the start page counts down on the platform’s clock to the draw, then shows the next issue and the drawn numbers', async ({
  page,
  request,
}) => {
  const list = await lotteries(request);
  const fast = list.find((l) => l.vendor === 'LOTT' && l.drawInterval === 60)!;
  await page.goto('/m/lottery');
  await expect(page.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  await openGroup(page, 'numero');
  await page
    .locator(`[data-testid=lottery-entry][data-id="${fast.gameId}"]`)
    .getByTestId('lottery-results')
    .click();
  await expect(page).toHaveURL(new RegExp(`/m/startLottery\\?gameId=${fast.gameId}$`));
  const start = page.getByTestId('start-lottery');
  await expect(start).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
  await expect(page.getByTestId('lottery-name')).toHaveText(fast.name);
  await expect(page.getByTestId('lottery-results-list').getByRole('listitem')).toHaveCount(10);

  // The platform's clock jumps to 30 s before a draw; the page catches up at its next read (at
  // most 15 s later) and counts down the rest.
  const ahead = await platform<Draws>(request, `/wps/lottery/draws?gameIds=${fast.gameId}`);
  let ms = ahead.list[0]!.nextDrawAt - ahead.now - 30_000;
  if (ms <= 0) ms += 60_000;
  await sim(request, 'post', '/__sim/clock/advance', { ms });
  const before = (await platform<Draws>(request, `/wps/lottery/draws?gameIds=${fast.gameId}`)).list[0]!;
  // The moment between the draw and the next read is short: the page notes when it says 'drawing'.
  await page.evaluate(() => {
    const w = window as Window & { __drawingSeen?: boolean };
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid=lottery-next] [role=status]');
      if (status?.textContent?.includes('A sortear…')) w.__drawingSeen = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const timer = page.getByRole('timer');
  const issue = page.getByTestId('lottery-issue');
  await expect(issue).toHaveAttribute('data-issue', before.issue, { timeout: 20_000 });
  await expect(timer).toHaveText(/^Sorteio em 00:0\d$/, { timeout: 30_000 });
  // The countdown reaches the draw, the page says it is drawing, then the next issue is on sale and
  // the issue that was, with its numbers, heads the results.
  await expect(issue).not.toHaveAttribute('data-issue', before.issue, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as Window & { __drawingSeen?: boolean }).__drawingSeen)).toBe(
    true,
  );
  const after = (await platform<Draws>(request, `/wps/lottery/draws?gameIds=${fast.gameId}&results=1`))
    .list[0]!;
  await expect(issue).toHaveAttribute('data-issue', after.issue);
  const drawn = after.results.find((r) => r.issue === before.issue) ?? after.results[0]!;
  const firstResult = page.getByTestId('lottery-results-list').getByRole('listitem').first();
  await expect(firstResult).toContainText(`Sorteio ${before.issue}`);
  await expect(firstResult).toContainText(`Resultado: ${drawn.numbers.join(' ')}`);
  await expect(timer).toHaveText(/^Sorteio em 00:[0-5]\d$/);

  // Three more minutes on the platform: the page follows at its next read.
  await sim(request, 'post', '/__sim/clock/advance', { minutes: 3 });
  await expect(issue).not.toHaveAttribute('data-issue', after.issue, { timeout: 25_000 });
  await expect(firstResult).not.toContainText(`Sorteio ${before.issue}`);
});

test('a merchant that stops offering the Vietnamese lotteries loses their groups', async ({
  page,
  request,
}) => {
  const config = await sim<{ vendorSorting: { gameCategory: string; vendorNames: string[] }[] }>(
    request,
    'get',
    `/__sim/merchants/${MERCHANT}`,
  );
  await control(request, MERCHANT).patchMerchant({
    vendorSorting: config.vendorSorting.map((c) => ({
      ...c,
      vendorNames: c.vendorNames.filter((v) => v !== 'TCG_LOTTO_VN'),
    })),
  });
  try {
    await page.goto('/m/lottery');
    await expect(page.getByTestId('lottery-screen')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
    const keys = await page
      .getByTestId('lottery-groups')
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-key')));
    expect(keys).toEqual(['numero', 'sea', 'elott']);
    // Its start page without a lottery named shows the first lottery of the first group.
    await page.goto('/m/startLottery');
    await expect(page.getByTestId('start-lottery')).toHaveAttribute('data-state', 'ready', FIRST_LOAD);
    const list = await lotteries(request);
    const firstNumero = list.find((l) => l.vendor === 'LOTT')!;
    await expect(page.getByTestId('lottery-name')).toHaveText(firstNumero.name);
  } finally {
    // Later spec files on this worker's platform find the merchant as seeded.
    await control(request, MERCHANT).patchMerchant({ vendorSorting: config.vendorSorting });
  }
});
