// Script payloads planted in every URL the platform hands the app (a merchant route target, the
// chat address, the social sign-in SDK, a game's launch address, a banner's link, the app download
// links) run 0 times: the page counts dialogs (from any frame) and a global flag the payloads set.
// Route targets and banners are planted through the simulator's control API; answers the control
// API cannot shape (chat, launch, SDK, download links) are rewritten on their way to the app, as a
// compromised platform would send them.
import { expect, test, type Page, type Route } from './fixtures';
import { control, login, useMerchant } from './lobby-support';

const MERCHANT = 'verde';

/** Each sets `window.__pwned` and opens a dialog when it runs, in the page or in a frame. */
const PAYLOADS = [
  'javascript:window.__pwned=(window.__pwned||0)+1;alert(1)',
  ' JaVaScRiPt:window.__pwned=1;alert(1)',
  'java\tscript:window.__pwned=1;alert(1)',
  '\njavascript:window.__pwned=1;alert(1)',
  'data:text/html,<script>parent.__pwned=1;alert(1)</script>',
  'data:text/javascript,window.__pwned=1;alert(1)',
  'vbscript:msgbox(1)',
  '//evil.invalid/x.js',
  '/m/%2e%2e/__sim/reset',
];

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** Counts executions: dialogs from any frame (dismissed) and the payloads' global flag. */
function watchExecutions(page: Page) {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss().catch(() => undefined);
  });
  return async () => dialogs + (await page.evaluate(() => window.__pwned ?? 0).catch(() => 0));
}

/** Rewrites the value of a platform answer (the envelope stays). */
async function rewrite(page: Page, pattern: string | RegExp, change: (value: unknown) => unknown) {
  await page.route(pattern, async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { value?: unknown };
    await route.fulfill({
      response: res,
      status: 200,
      json: { ...body, success: true, code: 0, value: change(body.value) },
    });
  });
}

test.describe.configure({ mode: 'serial' });
// Every payload is played in turn, so each test takes longer than most.
test.setTimeout(90_000);
test.beforeEach(async ({ page, request }) => {
  await request.post('/__sim/reset');
  await useMerchant(page, MERCHANT);
});

test('a merchant route target is followed only when it is an http(s) address or an app path', async ({
  page,
  request,
}) => {
  const executions = watchExecutions(page);
  await control(request, MERCHANT).patchMerchant({
    domainRoute: [
      ...PAYLOADS.map((target, i) => ({ path: `/m/evil${i}`, target })),
      { path: '/m/promo', target: '/m/activity' },
    ],
  });
  for (let i = 0; i < PAYLOADS.length; i++) {
    await page.goto(`/m/evil${i}`);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
  await page.goto('/m/promo');
  await expect(page).toHaveURL(/\/m\/activity$/);
  expect(await executions()).toBe(0);
});

test('a chat address that is not http(s) is refused with a message', async ({ page, request }) => {
  const executions = watchExecutions(page);
  await control(request, MERCHANT).patchMerchant({ whitelabel: { CBS3: true } });
  let payload = PAYLOADS[0]!;
  await rewrite(page, '**/wps/chat/launch*', () => ({ chatUrl: payload }));
  await login(page);
  for (payload of PAYLOADS) {
    await page.goto('/m/message');
    await page.locator('[data-entry=chat] button').click();
    await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/m\/message$/);
  }
  expect(await executions()).toBe(0);
});

test('a game launch address that is not http(s) is never framed or opened', async ({ page }) => {
  const executions = watchExecutions(page);
  let payload = PAYLOADS[0]!;
  await rewrite(page, '**/wps/game/launch*', () => ({ url: payload, mode: 'frame' }));
  await login(page);
  for (payload of PAYLOADS) {
    await page.goto(
      `/m/launchGame?gameCategory=RNG&vendor=X&gameId=${encodeURIComponent(payload.slice(0, 8))}`,
    );
    await expect(page.getByTestId('game-frame').getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('game-iframe')).toHaveCount(0);
    await expect(page.getByTestId('game-new-window')).toHaveCount(0);
  }
  expect(await executions()).toBe(0);
});

test('a social sign-in SDK from another scheme or origin is never loaded', async ({ page }) => {
  const executions = watchExecutions(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  let payload = PAYLOADS[0]!;
  await rewrite(page, '**/wps/system/settings*', (value) => {
    const v = value as { settings: Record<string, Record<string, unknown>> };
    const settings = v.settings;
    return {
      ...v,
      settings: {
        ...settings,
        facebookLogin: { ...settings.facebookLogin, enabled: true, sdkUrl: payload },
        googleLogin: { ...settings.googleLogin, enabled: true, sdkUrl: 'https://evil.invalid/gsi.js' },
      },
    };
  });
  for (payload of PAYLOADS) {
    await page.goto('/m/login');
    await expect(page.locator('input[autocomplete=username]').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(300);
  }
  expect(scripts.filter((u) => /evil\.invalid|^data:/.test(u))).toEqual([]);
  expect(await page.locator('script[src^="data:"], script[src*="evil.invalid"]').count()).toBe(0);
  expect(await executions()).toBe(0);
});

test('banner links and download links that are not http(s) never become links', async ({ page, request }) => {
  const executions = watchExecutions(page);
  for (const link of PAYLOADS.slice(0, 5)) {
    const res = await request.post(`/__sim/merchants/${MERCHANT}/banners`, {
      headers: { 'X-Merchant-Code': MERCHANT },
      data: { groupName: 'm_home', title: 'Evil', link, sequence: 0 },
    });
    expect(res.ok()).toBe(true);
  }
  let i = 0;
  await rewrite(page, '**/wps/system/resources*', () =>
    ['IOS', 'Android'].map((resourceType) => ({ resourceType, url: PAYLOADS[i++ % PAYLOADS.length]! })),
  );
  await page.goto('/m/home');
  const slides = page.getByTestId('banner-slide');
  await expect(slides.first()).toBeAttached();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => !/^(https?:\/\/|\/(?![/\\]))/i.test(h))).toEqual([]);
  for (const slide of await slides.all()) await slide.click({ force: true }).catch(() => undefined);
  for (const id of ['download-ios', 'download-android']) {
    const link = page.getByTestId(id);
    if (await link.count()) await link.click({ force: true }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
  expect(await executions()).toBe(0);
});
