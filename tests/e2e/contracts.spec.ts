// Agent contracts (SPEC §2 contract screens, §5, §6, §8): after login demo_contract is asked about
// each kind of pending contract, one prompt at a time (queued with the home screen's own popups),
// opens the three screens, accepts one contract and rejects another, and the platform's storage
// agrees; the prompts then follow what is still pending. An agent of type 41 is never asked.
import { expect, sim, test, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { PASSWORD } from './lobby-support';

const MERCHANT = 'aurum';

const PROMPTS = {
  salary: 'Contrato de salário diário de agente', // in_daily_salary_agt
  dividend: 'Contrato de dividendos de agente', // in_dividend_agt
  hourly: 'Contrato de salário por hora de agente', // in_hour_salary_agt
} as const;
const CONTRACT_TITLES: string[] = Object.values(PROMPTS);

interface StoredContract {
  id: number;
  kind: 'salary' | 'dividend' | 'hourly';
  fromAgent: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
}

const stored = (request: Parameters<typeof sim>[0], username: string) =>
  sim<{ contracts: StoredContract[] }>(
    request,
    'get',
    `/__sim/members/${username}/contracts?merchant=${MERCHANT}`,
  ).then((v) => v.contracts);

/**
 * Counts the dialogs on screen after every DOM change, keeping the most seen at once, so a test can
 * say that two never opened together.
 */
async function watchDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __mostDialogs?: number };
    w.__mostDialogs = 0;
    const count = () => {
      const open = document.querySelectorAll('[role=dialog], [role=alertdialog]').length;
      w.__mostDialogs = Math.max(w.__mostDialogs ?? 0, open);
    };
    new MutationObserver(count).observe(document, { childList: true, subtree: true, attributes: true });
  });
}
const mostDialogs = (page: Page) =>
  page.evaluate(() => (window as Window & { __mostDialogs?: number }).__mostDialogs ?? 0);

async function signIn(page: Page, username: string) {
  await page.goto(`/m/login?merchant=${MERCHANT}`);
  await page.locator('input[autocomplete=username]').first().fill(username);
  await page.locator('input[autocomplete=current-password]').first().fill(PASSWORD);
  await page.locator('button[type=submit]').first().click();
  await expect(page).not.toHaveURL(/\/m\/login/);
}

/** Forgets the session on this device (as closing the tab does) and shows the login page again. */
async function signOutHere(page: Page) {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('MC_SESSION_INFO');
  });
}

const dialog = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog'));

/**
 * Answers every dialog that shows after login until none is left: a contract prompt is cancelled,
 * or opened when its kind is `open`; any other popup (the home screen's) is closed. Returns the
 * contract prompt titles in the order they showed.
 */
async function answerPrompts(page: Page, open?: keyof typeof PROMPTS): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    try {
      // The first one waits for the member's data and the home screen; later ones follow at once.
      await expect(dialog(page)).toHaveCount(1, { timeout: seen.length ? 5000 : 15_000 });
    } catch {
      return seen;
    }
    const current = dialog(page);
    const title = (await current.getByRole('heading').first().textContent())?.trim() ?? '';
    if (CONTRACT_TITLES.includes(title)) {
      seen.push(title);
      await expect(current).toContainText('Quer vê-lo agora?');
      if (open && PROMPTS[open] === title) {
        await current.getByRole('button', { name: 'Ver contrato' }).click();
        await expect(current).toHaveCount(0);
        return seen;
      }
      await current.getByRole('button', { name: 'Cancelar' }).click();
    } else {
      // A home popup (announcement or app download) waiting its turn in the same queue.
      await current
        .getByRole('button', { name: /^(Fechar|Agora não)$/ })
        .first()
        .click();
    }
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
}

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

test('demo_contract is asked once about each kind of pending contract, answers two on their screens, and the platform agrees', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await watchDialogs(page);
  const before = await stored(request, 'demo_contract');
  expect(before.map((c) => [c.kind, c.status])).toEqual([
    ['salary', 'PENDING'],
    ['dividend', 'PENDING'],
    ['hourly', 'PENDING'],
  ]);

  await signIn(page, 'demo_contract');
  // Salary and dividend are put off; the hourly prompt opens its screen.
  const seen = await answerPrompts(page, 'hourly');
  expect(seen).toEqual([PROMPTS.salary, PROMPTS.dividend, PROMPTS.hourly]);
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
  expect(await mostDialogs(page)).toBe(1);

  // The hourly contract: who offered it, its tier, then rejected after a confirmation.
  const hourly = page.getByTestId('contract-screen');
  await expect(hourly).toHaveAttribute('data-kind', 'hourly');
  const hourCard = hourly.getByTestId('contract');
  await expect(hourCard).toHaveCount(1);
  await expect(hourCard).toHaveAttribute('data-status', 'PENDING');
  await expect(hourCard).toContainText('demo_agent');
  await expect(hourCard.getByTestId('contract-tiers').getByRole('listitem')).toHaveCount(1);
  await expect(hourCard.getByTestId('contract-tiers')).toContainText('0,2');
  await hourCard.getByTestId('contract-reject').click();
  const confirmReject = dialog(page);
  await expect(confirmReject.getByRole('heading', { name: 'Recusar o contrato?' })).toBeVisible();
  // Cancel keeps it pending and sends nothing.
  await confirmReject.getByRole('button', { name: 'Cancelar' }).click();
  await expect(hourCard).toHaveAttribute('data-status', 'PENDING');
  expect((await stored(request, 'demo_contract')).find((c) => c.kind === 'hourly')!.status).toBe('PENDING');
  await hourCard.getByTestId('contract-reject').click();
  await dialog(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(hourCard).toHaveAttribute('data-status', 'REJECTED');
  await expect(hourCard.getByTestId('contract-accept')).toHaveCount(0);

  // The salary contract, opened by its address: two tiers, accepted.
  const responses: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/respond')) responses.push(r.url());
  });
  await page.goto('/m/member/agent/getSalaryContract');
  const salaryCard = page.getByTestId('contract-screen').getByTestId('contract');
  await expect(page.getByTestId('contract-screen')).toHaveAttribute('data-kind', 'salary');
  await expect(salaryCard.getByTestId('contract-tiers').getByRole('listitem')).toHaveCount(2);
  await salaryCard.getByTestId('contract-accept').click();
  await dialog(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(salaryCard).toHaveAttribute('data-status', 'ACCEPTED');
  await expect(page.getByText('Contrato aceite', { exact: true })).toBeVisible();
  expect(responses).toHaveLength(1);

  // The dividend contract stays pending on its screen.
  await page.goto('/m/member/agent/getDevidendContract');
  await expect(page.getByTestId('contract-screen')).toHaveAttribute('data-kind', 'dividend');
  const dividendCard = page.getByTestId('contract-screen').getByTestId('contract');
  await expect(dividendCard).toHaveAttribute('data-status', 'PENDING');
  await expect(dividendCard.getByTestId('contract-tiers').getByRole('listitem')).toHaveCount(2);
  await expect(dividendCard.getByTestId('contract-accept')).toBeEnabled();

  // The platform's storage agrees.
  const after = await stored(request, 'demo_contract');
  expect(Object.fromEntries(after.map((c) => [c.kind, c.status]))).toEqual({
    salary: 'ACCEPTED',
    dividend: 'PENDING',
    hourly: 'REJECTED',
  });

  // Signing in again asks only about what is still pending.
  await signOutHere(page);
  await signIn(page, 'demo_contract');
  expect(await answerPrompts(page)).toEqual([PROMPTS.dividend]);
  expect(await mostDialogs(page)).toBe(1);
});

test('an agent of type 41 is never asked about contracts', async ({ page }) => {
  test.setTimeout(60_000);
  await watchDialogs(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/agent/contract')) asked.push(r.url());
  });
  await signIn(page, 'demo_agent41');
  const seen = await answerPrompts(page);
  expect(seen).toEqual([]);
  // The app does not even ask the platform (SPEC §5: no contract check for types 4, 40, 41, 42).
  expect(asked).toEqual([]);
  expect(await mostDialogs(page)).toBeLessThanOrEqual(1);
});
