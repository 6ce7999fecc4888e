// /m/notice end to end: an announcement the merchant's back office creates (through /__sim) is
// listed unread; opening it shows its sanitised text (a planted script never runs), marks it read at
// once, and every unread badge (the bottom menu's member entry, the message centre's) drops without
// a reload; the platform's storage agrees. 'Mark all read' clears the rest.
import { expect, sim, test, type APIRequestContext, type Page } from './fixtures';
import { apiLogin, useSession, type Grant } from './shell-support';

const MERCHANT = 'aurum';
/** The first load of a page (its lazy chunks included) may take a while on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };
const TITLE = 'Aviso de teste: manutenção às 03:00';
/** Runs if any sanitiser step fails: an inline handler, a script tag and a javascript: link. */
const PLANTED =
  '<p>Durante uma hora.</p><img src="/nothing.png" onerror="window.__planted=1">' +
  '<script>window.__planted=2</script><a href="javascript:window.__planted=3">ver</a>';

async function platformUnread(request: APIRequestContext, grant: Grant) {
  const res = await request.get('/wps/message/unread', {
    headers: { Authorization: `Bearer ${grant.token}`, 'X-Merchant-Code': MERCHANT },
  });
  return ((await res.json()) as { value: { announcementUnreadCount: number; totalUnreadCount: number } })
    .value;
}

/** The unread count on the bottom menu's member entry (0 when it shows none). */
async function memberBadge(page: Page): Promise<number> {
  const entry = page.getByRole('navigation').getByRole('link', { name: /Membro/ });
  const badge = entry.locator('[data-badge]');
  if (!(await badge.count())) return 0;
  return Number((await badge.innerText()).replace(/\D/g, ''));
}

test.beforeEach(async ({ request }) => {
  await sim(request, 'post', '/__sim/reset');
});

test('an announcement from the back office is unread in /m/notice; reading it lowers every badge without a reload', async ({
  page,
  request,
}) => {
  await sim(request, 'post', `/__sim/merchants/${MERCHANT}/announcements`, {
    type: 'PL',
    title: TITLE,
    content: PLANTED,
  });
  const grant = await apiLogin(request, 'demo_member', MERCHANT);
  await useSession(page, grant, MERCHANT);
  const before = await platformUnread(request, grant);
  expect(before.announcementUnreadCount).toBeGreaterThan(0);

  await page.goto('/m/home');
  await expect.poll(() => memberBadge(page), FIRST_LOAD).toBe(Math.min(before.totalUnreadCount, 99));

  // The ticker leads to the notice page.
  await page.getByTestId('notice-ticker').getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  const row = page.getByRole('button', { name: new RegExp(TITLE) });
  await expect(row).toBeVisible(FIRST_LOAD);
  await expect(row).toContainText('Não lido');

  await row.click();
  const detail = page.getByRole('dialog', { name: TITLE });
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('message-body')).toContainText('Durante uma hora.');
  await expect(detail.locator('script, [onerror]')).toHaveCount(0);
  await expect(detail.getByText('ver', { exact: true })).toBeVisible();
  await expect(detail.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __planted?: number }).__planted)).toBeUndefined();

  await detail.getByRole('button', { name: 'Fechar' }).click();
  await expect(row).not.toContainText('Não lido');
  await expect
    .poll(async () => (await platformUnread(request, grant)).announcementUnreadCount)
    .toBe(before.announcementUnreadCount - 1);

  // Back to home through the app: the member badge follows without a page load.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => memberBadge(page)).toBe(Math.min(before.totalUnreadCount - 1, 99));
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('mark all read clears every unread announcement here and on the platform', async ({ page, request }) => {
  const grant = await apiLogin(request, 'demo_member', MERCHANT);
  await useSession(page, grant, MERCHANT);
  const before = await platformUnread(request, grant);
  expect(before.announcementUnreadCount).toBeGreaterThan(0);

  await page.goto('/m/notice');
  await expect(page.getByTestId('notice-list')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('notice-list').getByText('Não lido')).toHaveCount(
    before.announcementUnreadCount,
  );
  await page.getByTestId('notice-mark-all').click();
  await expect(page.getByTestId('notice-list').getByText('Não lido')).toHaveCount(0);
  await expect(page.getByTestId('notice-mark-all')).toHaveCount(0);
  await expect.poll(async () => (await platformUnread(request, grant)).announcementUnreadCount).toBe(0);
});

test('a guest reads announcements too, with the empty state when there are none', async ({
  page,
  request,
}) => {
  const list = await sim<{ id: number; type: string }[]>(
    request,
    'get',
    `/__sim/merchants/${MERCHANT}/announcements`,
  );
  for (const a of list.filter((x) => x.type === 'PL' || x.type === 'PU'))
    await sim(request, 'delete', `/__sim/merchants/${MERCHANT}/announcements/${a.id}`);
  await page.goto('/m/notice');
  await expect(page.getByTestId('notice-empty')).toContainText('Sem dados', FIRST_LOAD);
});
