// Every wait between the HTML and the first screen ends, at the latest after the start-up deadline,
// in the translated 'loading failed, tap to retry' state, and the retry then gets the player in:
// a catalogue that never arrives, a platform status that never answers, a screen chunk that never
// downloads. The page's clock is Playwright's, so the 12 s pass at once.
import { expect, test, type Page, type Route } from './fixtures';
import { builtFile, quietHome } from './shell-support';

const DEADLINE_MS = 12_000;

/** Holds every request matching `pattern` until `release()`; returns the release function. */
async function hold(page: Page, pattern: RegExp | ((url: URL) => boolean)) {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

test.beforeEach(async ({ page }) => {
  await quietHome(page);
  await page.clock.install();
});

test('a catalogue that never arrives: a page in the player language with a retry that reloads', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'en'));
  const catalogue = await hold(page, /\/m\/assets\/messages-en-[\w-]+\.json$/);
  await page.goto('/m/home');
  await expect.poll(() => catalogue.count()).toBeGreaterThan(0);
  // index.html starts the download before the app runs; the app's deadline runs from when it has
  // taken that request over (it leaves no catalogue in window.mcEarly).
  await expect
    .poll(() =>
      page.evaluate(
        () => !!window.mcEarly && !Object.keys(window.mcEarly).some((url) => url.includes('/messages-')),
      ),
    )
    .toBe(true);
  await expect(page.locator('#splash')).toBeAttached();
  await page.clock.fastForward(DEADLINE_MS);
  await expect(page.getByRole('alert')).toHaveText('Loading failed, tap to retry');
  // The catalogue ran out first (the theme may have too, on a slow machine, in the same jump of the clock).
  expect(await page.evaluate(() => document.documentElement.dataset.startTimeout)).toMatch(
    /^catalogue(, |$)/,
  );
  await catalogue.release();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-testid=game-centre]')).toBeVisible();
});

test('a platform status that never answers: the start-failed page, and the retry gets in', async ({
  page,
}) => {
  const status = await hold(page, /\/wps\/system\/status/);
  await page.goto('/m/home');
  await expect.poll(() => status.count()).toBeGreaterThan(0);
  // index.html starts the call before the app runs: the app's deadline runs once it has taken it
  // and its status gate is up (its loading indicator), which follows the catalogue and the theme.
  await expect
    .poll(() => page.evaluate(() => !window.mcEarly || !('/wps/system/status' in window.mcEarly)))
    .toBe(true);
  await expect(page.getByRole('status')).toBeVisible();
  await page.clock.fastForward(DEADLINE_MS);
  await expect(page.getByText('Falha ao carregar, toque para tentar novamente')).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await status.release();
  await expect(page.locator('[data-testid=game-centre]')).toBeVisible();
});

test('a screen chunk that never downloads: the route fails with a retry that shows the screen', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expect(page.locator('[data-testid=game-centre]')).toBeVisible();
  const file = builtFile('app/screens/settings/SettingsScreen.tsx');
  const chunk = await hold(page, (url) => url.pathname === `/m/${file}`);
  await page.evaluate(() => {
    history.pushState(null, '', '/m/set');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => chunk.count()).toBeGreaterThan(0);
  await page.clock.fastForward(DEADLINE_MS);
  await expect(
    page.getByRole('heading', { name: 'Falha ao carregar, toque para tentar novamente' }),
  ).toBeVisible();
  await chunk.release();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('[data-route=set] main h1, [data-route=set] h1').first()).toBeVisible();
});
