// Home loads many times in a row and shows the game centre every time: cold (a new browser profile,
// nothing cached) and warm (the same tab reloaded, HTTP cache and service worker in play), as a
// guest and as a member, in the three merchants. A load that is not showing games within a few
// seconds fails, with what was still on screen and which requests never finished.
import { devices, type BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { apiLogin, quietHome, reset, type Grant } from './shell-support';

test.use({ serviceWorkers: 'allow' });

const MERCHANTS = ['aurum', 'verde', 'lumen'] as const;
const COLD_LOADS = 2;
const WARM_LOADS = 3;
/**
 * What 'within a few seconds' means on a busy two-core machine's headless Chromium. This catches a
 * load that is stuck, not a slow one: speed is measured by the first-load budget and Lighthouse.
 */
const SHOWN_WITHIN_MS = 10_000;

async function preparePage(context: BrowserContext, merchant: string, grant: Grant | null) {
  const page = await context.newPage();
  await page.addInitScript(
    ([code, session]: readonly [string, string | null]) => {
      localStorage.setItem('MC_TEST_MERCHANT', code);
      if (session && !sessionStorage.getItem('MC_SESSION_INFO'))
        sessionStorage.setItem('MC_SESSION_INFO', session);
    },
    [merchant, grant ? JSON.stringify({ ...grant, merchantCode: merchant }) : null] as const,
  );
  await quietHome(page);
  return page;
}

/** Loads home (goto or reload) and fails with a description of the stuck state. */
async function loadHome(page: Page, how: 'goto' | 'reload', label: string) {
  const open = new Map<string, string>();
  const errors: string[] = [];
  const track = (r: { url(): string }) => open.set(r.url(), new URL(r.url()).pathname);
  const done = (r: { url(): string }) => open.delete(r.url());
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (e) => errors.push(e.message));
  const started = Date.now();
  try {
    if (how === 'goto') await page.goto('/m/home');
    else await page.reload();
    const games = page.locator(
      '[data-testid=game-centre] :is([data-testid=hot-grid], [data-testid=vendor-grid])',
    );
    await games.first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN_MS });
    return Date.now() - started;
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        splash: Boolean(document.getElementById('splash')),
        startTimeout: document.documentElement.dataset.startTimeout ?? null,
        text: document.body.innerText.slice(0, 300),
      }))
      .catch(() => null);
    throw new Error(
      `${label}: no games within ${SHOWN_WITHIN_MS} ms (${String(error)})\n` +
        `screen: ${JSON.stringify(state)}\nunfinished: ${[...open.values()].join(' ')}\n` +
        `page errors: ${errors.join(' | ')}`,
    );
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

for (const merchant of MERCHANTS) {
  for (const role of ['guest', 'member'] as const) {
    test(`home shows the game centre on every load: ${merchant}, ${role}, cold and warm`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await reset(request);
      const grant = role === 'member' ? await apiLogin(request, 'demo_member', merchant) : null;
      const contextOptions = {
        ...devices['Pixel 7'],
        locale: 'pt-BR',
        timezoneId: 'UTC',
        baseURL,
        serviceWorkers: 'allow' as const,
      };

      const times: number[] = [];
      for (let i = 0; i < COLD_LOADS; i++) {
        const context = await browser.newContext(contextOptions);
        const page = await preparePage(context, merchant, grant);
        times.push(await loadHome(page, 'goto', `cold load ${i + 1}`));
        await context.close();
      }

      const context = await browser.newContext(contextOptions);
      const page = await preparePage(context, merchant, grant);
      times.push(await loadHome(page, 'goto', 'first warm load'));
      for (let i = 0; i < WARM_LOADS; i++) {
        times.push(await loadHome(page, 'reload', `warm reload ${i + 1}`));
      }
      // The service worker took over during these loads, as it does for a player.
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await context.close();
      test.info().annotations.push({ type: 'load times (ms)', description: times.join(', ') });
    });
  }
}
