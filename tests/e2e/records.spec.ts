// The record screens against the simulator's storage: the bet record's rows and summary for a range
// and a filter, the transaction record with its pending rows, profit and loss, the filters kept in
// the URL across a reload and back, and the empty state of a range with nothing in it.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { apiLogin, reset, useSession } from './shell-support';

const DAY = 86_400_000;

interface StoredBet {
  id: string;
  time: number;
  gameType: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  status: string;
}
interface StoredTransaction {
  id: string;
  time: number;
  type: string;
  amount: number;
  status: string;
}

const stored = (request: APIRequestContext) =>
  sim<{ bets: StoredBet[]; transactions: StoredTransaction[] }>(
    request,
    'get',
    '/__sim/members/demo_member/records?merchant=aurum',
  );

/** [from, to) of the last `days` platform (UTC) days, today included, by the platform clock. */
async function lastDays(request: APIRequestContext, days: number) {
  const { epochMs } = await sim<{ epochMs: number }>(request, 'get', '/__sim/clock');
  const today = epochMs - (epochMs % DAY);
  return { from: today - (days - 1) * DAY, to: today + DAY };
}

const newestFirst = <T extends { time: number; id: string }>(a: T, b: T) =>
  b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
/** A shown amount as a number: '-¥1,234.50' → -1234.5. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

async function signIn(page: Page, request: APIRequestContext) {
  await reset(request);
  await useSession(page, await apiLogin(request, 'demo_member'));
}

/** The ids of every row, scrolling the list to its end (pages load as it scrolls). */
async function allRowIds(page: Page, testId: string, total: number): Promise<string[]> {
  const seen = new Map<string, number>();
  for (let i = 0; i < 60 && seen.size < total; i++) {
    for (const row of await page.getByTestId(testId).all()) {
      const id = await row.getAttribute('data-id');
      const top = await row.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      if (id) seen.set(id, top);
    }
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(120);
  }
  return [...seen.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
}

test.describe('bet record', () => {
  test('rows and summary match the storage for a range and a game type', async ({ page, request }) => {
    await signIn(page, request);
    const { from, to } = await lastDays(request, 30);
    const expected = (await stored(request)).bets
      .filter((b) => b.time >= from && b.time < to && b.gameType === 'LIVE')
      .sort(newestFirst);
    expect(expected.length).toBeGreaterThan(10);

    await page.goto('/m/gameRecord?range=30d&gameType=LIVE');
    await expect(page.getByTestId('bet-record')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('time-zone')).toContainText('UTC');
    const summary = page.getByTestId('bet-summary');
    await expect(summary.getByTestId('summary-count')).toHaveText(String(expected.length));
    expect(amountOf(await summary.getByTestId('summary-bet').textContent())).toBe(
      sum(expected.map((b) => b.betAmount)),
    );
    expect(amountOf(await summary.getByTestId('summary-valid').textContent())).toBe(
      sum(expected.map((b) => b.validBet)),
    );
    expect(amountOf(await summary.getByTestId('summary-win-loss').textContent())).toBe(
      sum(expected.map((b) => b.winLoss)),
    );
    expect(await allRowIds(page, 'bet-row', expected.length)).toEqual(expected.map((b) => b.id));
    await expect(page.getByTestId('records-end')).toBeVisible();

    // The first row opens the full record.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = expected[0]!;
    await page.locator(`[data-testid="bet-row"][data-id="${first.id}"]`).click();
    const detail = page.getByTestId('bet-detail');
    await expect(detail).toContainText(first.id);
    await expect(detail).toContainText('Casino ao vivo');
  });

  test('filters chosen in the panel live in the URL: a reload and back keep them', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const { from, to } = await lastDays(request, 7);
    const open = (await stored(request)).bets
      .filter((b) => b.time >= from && b.time < to && b.status === 'UNSETTLED')
      .sort(newestFirst);
    expect(open.length).toBeGreaterThan(0);

    await page.goto('/m/gameRecord');
    await expect(page.getByTestId('bet-record')).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('filter-open').click();
    const panel = page.getByTestId('filter-panel');
    await panel.getByRole('radiogroup', { name: 'Estado' }).getByRole('radio', { name: 'Em aberto' }).click();
    await panel.getByTestId('filter-apply').click();
    await expect(page).toHaveURL(/status=UNSETTLED/);
    await expect(page.getByTestId('bet-record')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('bet-row').first()).toBeVisible();
    const shown = await page
      .getByTestId('bet-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    expect(shown).toEqual(open.slice(0, shown.length).map((b) => b.id));
    await expect(page.getByTestId('summary-count')).toHaveText(String(open.length));

    await page.reload();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page).toHaveURL(/status=UNSETTLED/);
    await expect(page.getByTestId('summary-count')).toHaveText(String(open.length));
    await expect(page.getByTestId('filter-open')).toHaveAttribute('aria-pressed', 'true');

    // Back to the range without the filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByTestId('filter-open')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a range with no bets shows its empty state, and a filter offers to clear it', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/m/gameRecord?range=custom&from=2025-01-01&to=2025-01-07');
    const empty = page.getByTestId('records-empty');
    await expect(empty).toContainText('Sem apostas de');
    await expect(page.getByTestId('range-from')).toHaveValue('2025-01-01');

    // With a filter on, the empty state offers to clear it; the range stays.
    await page.goto('/m/gameRecord?range=custom&from=2025-01-01&to=2025-01-07&gameType=PVP');
    await expect(page.getByTestId('records-empty')).toContainText('Com os filtros escolhidos.');
    await page.getByTestId('records-empty').getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/m\/gameRecord\?range=custom&from=2025-01-01&to=2025-01-07$/);
    await expect(page.getByTestId('records-empty')).not.toContainText('Com os filtros escolhidos.');
  });
});

test.describe('transaction record', () => {
  test('rows match the storage for a range and a type; pending ones are marked', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const { from, to } = await lastDays(request, 7);
    const expected = (await stored(request)).transactions
      .filter((t) => t.time >= from && t.time < to && t.type === 'WITHDRAW')
      .sort(newestFirst);
    expect(expected.some((t) => t.status === 'PENDING')).toBe(true);

    await page.goto('/m/transaction/record?range=7d&type=WITHDRAW');
    await expect(page.getByTestId('transaction-record')).toHaveAttribute('data-state', 'ready');
    expect(await allRowIds(page, 'transaction-row', expected.length)).toEqual(expected.map((t) => t.id));
    const pending = page.locator('[data-testid="transaction-row"][data-status="PENDING"]').first();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pending).toContainText('Pendente');
    expect(amountOf(await pending.locator('span').nth(1).textContent())).toBe(
      expected.find((t) => t.status === 'PENDING')!.amount,
    );
  });
});

test.describe('profit and loss', () => {
  test('the net result and the totals by game type match the storage', async ({ page, request }) => {
    await signIn(page, request);
    const { from, to } = await lastDays(request, 30);
    const data = await stored(request);
    const bets = data.bets.filter((b) => b.time >= from && b.time < to);
    const moves = data.transactions.filter((t) => t.time >= from && t.time < to && t.status !== 'FAILED');
    const total = (type: string) => sum(moves.filter((t) => t.type === type).map((t) => t.amount));
    const profit = sum([
      total('PAYOUT'),
      total('BONUS'),
      total('REBATE'),
      -sum(bets.map((b) => b.betAmount)),
    ]);

    await page.goto('/m/profitandloss?range=30d');
    await expect(page.getByTestId('profit-loss')).toHaveAttribute('data-state', 'ready');
    expect(amountOf(await page.getByTestId('pl-profit').textContent())).toBe(profit);
    const chart = page.getByTestId('pl-chart');
    const live = sum(bets.filter((b) => b.gameType === 'LIVE').map((b) => b.winLoss));
    await expect(chart.locator('[data-key="LIVE"]')).toContainText('Casino ao vivo');
    expect(amountOf(await chart.locator('[data-key="LIVE"] span span').nth(1).textContent())).toBe(live);

    await page.getByTestId('range-control').getByRole('radio', { name: 'Ontem' }).click();
    await expect(page).toHaveURL(/range=yesterday/);
    await page.reload();
    await expect(page.getByTestId('range-control').getByRole('radio', { name: 'Ontem' })).toBeChecked();
  });
});
