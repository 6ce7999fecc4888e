// /m/webEmail end to end: a message put in a member's inbox (through /__sim) is listed unread;
// opening it shows its sanitised text (a planted script never runs) and marks it read, the badges
// follow without a reload and the simulator's storage agrees; deleting it (after a question) takes it
// out of the list and of the simulator's storage, and an unread one out of the badges; more pages
// load on request; 'mark all read' clears the rest; a trial member is refused the inbox.
import { expect, sim, test } from './fixtures';
import { apiLogin, apiTrial, useSession } from './shell-support';

const MERCHANT = 'aurum';
const FIRST_LOAD = { timeout: 20_000 };
const TITLE = 'Bónus de teste creditado';
const PLANTED =
  '<p>Recebeu 10.</p><img src="/nothing.png" onerror="window.__planted=1">' +
  '<script>window.__planted=2</script>';

interface Stored {
  id: number;
  title: string;
  read: boolean;
}
const stored = (request: Parameters<typeof sim>[0]) =>
  sim<Stored[]>(request, 'get', `/__sim/members/demo_member/messages?merchant=${MERCHANT}`);

test.beforeEach(async ({ request }) => {
  await sim(request, 'post', '/__sim/reset');
});

test('a member opens an inbox message: it is read here and on the platform, and the badges follow', async ({
  page,
  request,
}) => {
  await sim(request, 'post', '/__sim/members/demo_member/messages', {
    merchant: MERCHANT,
    title: TITLE,
    content: PLANTED,
  });
  const unreadBefore = (await stored(request)).filter((m) => !m.read).length;
  await useSession(page, await apiLogin(request, 'demo_member', MERCHANT), MERCHANT);

  await page.goto('/m/message');
  const entry = page.locator('[data-entry="inbox"]');
  await expect(entry.locator('[data-badge]')).toHaveText(String(unreadBefore), FIRST_LOAD);
  await entry.getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);

  const row = page.getByRole('button', { name: new RegExp(TITLE) });
  await expect(row).toContainText('Não lida', FIRST_LOAD);
  await row.click();
  const sheet = page.getByRole('dialog', { name: TITLE });
  await expect(sheet.getByTestId('message-body')).toContainText('Recebeu 10.');
  await expect(sheet.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __planted?: number }).__planted)).toBeUndefined();
  await sheet.getByRole('button', { name: 'Fechar' }).click();
  await expect(row).not.toContainText('Não lida');

  await expect.poll(async () => (await stored(request)).find((m) => m.title === TITLE)?.read).toBe(true);
  // Back in the message centre (in-app): its inbox badge is one lower, with no page load.
  await page.goBack();
  await expect(entry.locator('[data-badge]')).toHaveText(String(unreadBefore - 1));
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('a member deletes an inbox message after a question: gone here, from the badges and from the platform', async ({
  page,
  request,
}) => {
  await sim(request, 'post', '/__sim/members/demo_member/messages', {
    merchant: MERCHANT,
    title: TITLE,
    content: '<p>Recebeu 10.</p>',
  });
  const before = await stored(request);
  const unreadBefore = before.filter((m) => !m.read).length;
  await useSession(page, await apiLogin(request, 'demo_member', MERCHANT), MERCHANT);
  await page.goto('/m/message');
  const badge = page.locator('[data-entry="inbox"] [data-badge]');
  await expect(badge).toHaveText(String(unreadBefore), FIRST_LOAD);
  await page.locator('[data-entry="inbox"]').getByRole('link').click();

  const row = page.getByRole('button', { name: new RegExp(TITLE) });
  await row.click();
  const sheet = page.getByRole('dialog', { name: TITLE });
  await sheet.getByRole('button', { name: 'Eliminar' }).click();
  // Cancel keeps it.
  const question = page.getByRole('alertdialog', { name: 'Eliminar mensagem' });
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toHaveCount(0);
  expect((await stored(request)).some((m) => m.title === TITLE)).toBe(true);

  await sheet.getByRole('button', { name: 'Eliminar' }).click();
  await question.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Mensagem eliminada', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await stored(request)).some((m) => m.title === TITLE)).toBe(false);
  expect(await stored(request)).toHaveLength(before.length - 1);
  // Opening it marked it read first, so the badge is one lower; the delete keeps it there.
  await page.goBack();
  await expect(badge).toHaveText(String(unreadBefore - 1));
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('the inbox loads further pages on request, and mark all read clears it on the platform', async ({
  page,
  request,
}) => {
  const messages = Array.from({ length: 25 }, (_, i) => ({
    title: `Mensagem ${String(i + 1).padStart(2, '0')}`,
    createdAt: Date.UTC(2026, 0, 1 + i),
  }));
  await sim(request, 'put', '/__sim/members/demo_member/messages', { merchant: MERCHANT, messages });
  await useSession(page, await apiLogin(request, 'demo_member', MERCHANT), MERCHANT);

  await page.goto('/m/webEmail');
  const list = page.getByTestId('inbox-list');
  await expect(list.getByRole('button')).toHaveCount(20, FIRST_LOAD);
  await expect(list.getByRole('button').first()).toContainText('Mensagem 25');
  await page.getByTestId('inbox-more').click();
  await expect(list.getByRole('button')).toHaveCount(25);
  await expect(page.getByTestId('inbox-more')).toHaveCount(0);

  await page.getByTestId('inbox-mark-all').click();
  await expect(list.getByText('Não lida')).toHaveCount(0);
  await expect.poll(async () => (await stored(request)).filter((m) => !m.read).length).toBe(0);
  await page.goto('/m/message');
  await expect(page.locator('[data-entry="notice"]')).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[data-entry="inbox"] [data-badge]')).toHaveCount(0);
});

test('a trial member is refused the inbox', async ({ page, request }) => {
  await useSession(page, await apiTrial(request, MERCHANT), MERCHANT);
  await page.goto('/m/webEmail');
  await expect(page.getByText('Esta função não está disponível para contas de demonstração.')).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByTestId('inbox-screen')).toHaveCount(0);
});
