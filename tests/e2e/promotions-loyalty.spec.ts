// Loyalty end to end against the simulator, demo_member in aurum: the daily sign-in goes through
// once a platform day (a double tap, a second visit and a direct call the same day do not sign again;
// the next platform day signs again); claiming a reward in the reward center lowers the to-claim
// count and the platform stores it claimed; redeeming a mall item with a double tap on the
// confirmation sends one request, makes one order and takes the price off the points. Each step is
// compared with what the platform stores (GET /__sim/members/demo_member/loyalty).
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { apiLogin, reset, useSession, type Grant } from './shell-support';
import type { StoredLoyalty as Loyalty } from '../../simulator/routes/control.ts';

const loyalty = (request: APIRequestContext) =>
  sim<Loyalty>(request, 'get', '/__sim/members/demo_member/loyalty?merchant=aurum');

/** POST requests the page sends to `path` on the platform. */
function posts(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path)
      sent.push(r.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

async function member(page: Page, request: APIRequestContext): Promise<Grant> {
  const grant = await apiLogin(request, 'demo_member');
  await useSession(page, grant);
  return grant;
}

test.beforeEach(async ({ request }) => {
  await reset(request);
});

test('the daily sign-in goes through once a platform day and again the next day', async ({
  page,
  request,
}) => {
  // Half an hour before the platform's midnight (UTC), so one hour later is the next day while the
  // session (2 h) still holds.
  const today = (await sim<{ now: string }>(request, 'get', '/__sim/clock')).now.slice(0, 10);
  await sim(request, 'post', '/__sim/clock/set', { at: `${today}T23:30:00Z` });
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const grant = await member(page, request);
  const before = await loyalty(request);
  expect(before.signIns.map((s) => s.day)).not.toContain(today);
  const sent = posts(page, '/wps/signin');

  await page.goto('/m/activity/signIn');
  const screen = page.getByTestId('signin-screen');
  const button = page.getByTestId('signin-button');
  await expect(screen).toHaveAttribute('data-signed', 'false');
  await expect(page.getByTestId('signin-streak')).toHaveText('Comece hoje a sua sequência');
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Fazer check-in');
  // A double tap signs in once.
  await button.dblclick();
  await expect(screen).toHaveAttribute('data-signed', 'true');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText('Check-in de hoje feito');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/.{16,}/);
  const signed = await loyalty(request);
  expect(signed.signIns).toHaveLength(before.signIns.length + 1);
  const first = signed.signIns.find((s) => s.day === today);
  expect(first?.reward).toBeGreaterThan(0);
  expect(signed.balance).toBeCloseTo(before.balance + first!.reward, 2);

  // A second visit the same day finds it done; the platform refuses another sign-in that day.
  await page.reload();
  await expect(screen).toHaveAttribute('data-signed', 'true');
  await expect(button).toBeDisabled();
  const again = await request.post('/wps/signin', {
    headers: {
      Authorization: `Bearer ${grant.token}`,
      'X-Merchant-Code': 'aurum',
      'Idempotency-Key': `e2e-second-sign-in-${today}`,
    },
    data: {},
  });
  expect(((await again.json()) as { code: string }).code).toBe('ALREADY_DONE');
  expect((await loyalty(request)).signIns).toHaveLength(signed.signIns.length);
  expect(sent).toHaveLength(1);

  // The platform's next day: signing in is offered again and goes through, the run one day longer.
  await sim(request, 'post', '/__sim/clock/advance', { hours: 1 });
  await page.reload();
  await expect(screen).toHaveAttribute('data-signed', 'false');
  await expect(page.getByTestId('signin-streak')).toHaveText('1 dia seguido');
  await button.click();
  await expect(screen).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId('signin-streak')).toHaveText('2 dias seguidos');
  expect(sent).toHaveLength(2);
  expect(sent[1]).not.toBe(sent[0]);
  const next = await loyalty(request);
  expect(next.signIns.map((s) => s.day)).toEqual([...signed.signIns.map((s) => s.day), tomorrow]);
});

test('claiming a reward lowers the to-claim count and the platform stores it claimed', async ({
  page,
  request,
}) => {
  await member(page, request);
  const before = await loyalty(request);
  const issued = before.rewards.filter((r) => r.status === 'ISSUED');
  expect(issued.length).toBeGreaterThan(1);
  const sent = posts(page, '/wps/reward/claim');

  await page.goto('/m/rewardCenter');
  const tab = page.getByTestId('rewards-tab-ISSUED');
  await expect(tab).toContainText(`${issued.length} prémios por receber`);
  const rows = page.getByTestId('reward-row');
  await expect(rows).toHaveCount(issued.length);
  const row = rows.first();
  const id = Number(await row.getAttribute('data-id'));
  const reward = issued.find((r) => r.id === id)!;
  expect(reward).toBeDefined();
  // A double tap claims once.
  await row.getByTestId('reward-claim').dblclick();
  await expect(page.locator(`[data-testid=reward-row][data-id="${id}"]`)).toHaveCount(0);
  await expect(rows).toHaveCount(issued.length - 1);
  await expect(tab).toContainText(`${issued.length - 1} prémios por receber`);
  expect(sent).toHaveLength(1);

  const after = await loyalty(request);
  expect(after.rewards.find((r) => r.id === id)?.status).toBe('CLAIMED');
  expect(after.rewards.filter((r) => r.status === 'ISSUED')).toHaveLength(issued.length - 1);
  expect(after.balance).toBeCloseTo(before.balance + reward.amount, 2);
  // The receiving-center count of the reward's kind (the member bar's) fell by one.
  expect(after.promoCounts[reward.kind]).toBe((before.promoCounts[reward.kind] ?? 0) - 1);

  // The claimed tab lists it.
  await page.getByTestId('rewards-tab-CLAIMED').click();
  await expect(page.locator(`[data-testid=reward-row][data-id="${id}"]`)).toHaveAttribute(
    'data-status',
    'CLAIMED',
  );
});

test('a double tap on the mall confirmation redeems once and takes the price off the points', async ({
  page,
  request,
}) => {
  await member(page, request);
  const before = await loyalty(request);
  const sent = posts(page, '/wps/mall/redeem');
  // An item the member can redeem twice (stock and points for two).
  const listed = (await (
    await request.get('/wps/mall/items?language=PT', { headers: { 'X-Merchant-Code': 'aurum' } })
  ).json()) as { value: { items: { id: number; points: number; stock: number }[] } };
  const chosen = listed.value.items.find((i) => i.stock >= 2 && i.points * 2 <= before.points);
  expect(chosen).toBeDefined();
  const { id: itemId, points: price, stock } = chosen!;

  await page.goto('/m/mall/mallHome');
  const points = page.getByTestId('mall-points');
  await expect(points).toHaveAttribute('data-points', String(before.points));
  const item = page.locator(`[data-testid=mall-item][data-id="${itemId}"]`);
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar troca' });
  const redeemOnConfirm = confirm.getByRole('button', { name: 'Trocar', exact: true });
  await item.getByTestId('mall-redeem').click();
  await expect(confirm).toBeVisible();
  // A double tap on the confirmation: one request, one order, no second confirmation.
  await redeemOnConfirm.dblclick();
  await expect(points).toHaveAttribute('data-points', String(before.points - price));
  await expect(item).toHaveAttribute('data-stock', String(stock - 1));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/.{16,}/);
  const after = await loyalty(request);
  expect(after.points).toBe(before.points - price);
  expect(after.mallOrders).toHaveLength(before.mallOrders.length + 1);
  expect(after.mallOrders.at(-1)).toMatchObject({ itemId, quantity: 1, points: price });

  // The dialog closes on the first tap, so the second tap above lands beside it. Two taps that both
  // reach the button before it closes redeem once too; the answered redemption's key is not reused.
  await item.getByTestId('mall-redeem').click();
  await expect(confirm).toBeVisible();
  await redeemOnConfirm.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(points).toHaveAttribute('data-points', String(before.points - 2 * price));
  await expect(item).toHaveAttribute('data-stock', String(stock - 2));
  expect(sent).toHaveLength(2);
  expect(sent[1]).not.toBe(sent[0]);
  const again = await loyalty(request);
  expect(again.points).toBe(before.points - 2 * price);
  expect(again.mallOrders).toHaveLength(before.mallOrders.length + 2);
});
