// The simulator's control API as the app sees it: content a merchant's back office puts on the
// platform (a ticker notice, a home banner) shows on the next load of home, changes and goes away,
// and moving the platform clock past a session's two hours signs the member out.
import { expect, sim, test } from './fixtures';
import { login, useMerchant } from './lobby-support';

const MERCHANT = 'verde';
/** The first load of home (its lazy banner chunk included) may take a while on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

test.beforeEach(async ({ page, request }) => {
  await sim(request, 'post', '/__sim/reset');
  await useMerchant(page, MERCHANT);
});
test.afterEach(async ({ request }) => {
  await sim(request, 'post', '/__sim/clock/reset');
});

test('a notice created through /__sim runs in the home ticker, changes, and is gone once removed', async ({
  page,
  request,
}) => {
  const ticker = page.getByTestId('notice-ticker');
  const notice = await sim(request, 'post', `/__sim/merchants/${MERCHANT}/announcements`, {
    type: 'PL',
    title: 'Aviso de teste: PIX em manutenção às 03:00',
    content: '<p>Durante uma hora.</p>',
  });
  await page.goto('/m/home');
  await expect(ticker).toContainText('Aviso de teste: PIX em manutenção às 03:00', FIRST_LOAD);

  await sim(request, 'patch', `/__sim/merchants/${MERCHANT}/announcements/${notice.id}`, {
    title: 'Aviso de teste: PIX de volta',
  });
  await page.reload();
  await expect(ticker).toContainText('Aviso de teste: PIX de volta');
  await expect(ticker).not.toContainText('em manutenção');

  await sim(request, 'delete', `/__sim/merchants/${MERCHANT}/announcements/${notice.id}`);
  await page.reload();
  await expect(ticker).not.toBeEmpty();
  await expect(ticker).not.toContainText('Aviso de teste');
});

test('a banner created through /__sim is in the home carousel with its picture and link, and goes when removed', async ({
  page,
  request,
}) => {
  const banner = await sim(request, 'post', `/__sim/merchants/${MERCHANT}/banners`, {
    groupName: 'm_home',
    title: 'Banner de teste',
    link: '/m/vip',
    sequence: 0,
  });
  await page.goto('/m/home');
  const slide = page.getByTestId('banner-carousel').getByRole('img', { name: 'Banner de teste' });
  await expect(slide).toBeAttached(FIRST_LOAD);
  const width = await slide.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.naturalWidth;
  });
  expect(width).toBeGreaterThan(0);
  // The slide is the link around the picture.
  await expect(slide.locator('xpath=..')).toHaveAttribute('href', '/m/vip');

  await sim(request, 'delete', `/__sim/merchants/${MERCHANT}/banners/${banner.id}`);
  await page.reload();
  await expect(page.getByTestId('banner-slide').first()).toBeAttached(FIRST_LOAD);
  await expect(page.getByTestId('banner-carousel').getByRole('img', { name: 'Banner de teste' })).toHaveCount(
    0,
  );
});

test('moving the platform clock past two hours ends the session: the app goes to login', async ({
  page,
  request,
}) => {
  test.slow(); // two sign-ins and three loads of home
  await login(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toBeVisible(FIRST_LOAD);
  // The page is left before the clock moves: an open page that makes a call (the unread poll, a
  // refresh) meanwhile is told itself, clears the session and goes to login, and a reload issued
  // just then would load home again as a visitor. Here the next load is the one that finds out.
  await page.goto('about:blank');
  const clock = await sim<{ offsetMs: number }>(request, 'post', '/__sim/clock/advance', {
    hours: 2,
    minutes: 1,
  });
  expect(clock.offsetMs).toBe(121 * 60_000);
  await page.goto('/m/home');
  await expect(page).toHaveURL(/\/m\/login/, FIRST_LOAD);
  // Signing in again works on the moved clock (encrypted bodies keep real time).
  await login(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
