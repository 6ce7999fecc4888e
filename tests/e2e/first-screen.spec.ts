// What a cold start does before the app has run, and that it asks nothing twice: the home shell in
// index.html shows the platform's first banner, the game list's its first tiles' pictures (at the
// addresses the app then uses, so one download each), and fetches the merchant's theme beside the app's scripts; the first screen's data starts before
// the screen renders (app/routes/routeData.ts) and each call is made once.
import { expect, test, type Page } from './fixtures';
import { quietHome } from './shell-support';

interface Banner {
  groupName: string;
  url: string;
}

/** Counts the platform calls of a page load, by path. */
function countCalls(page: Page): Map<string, number> {
  const calls = new Map<string, number>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/wps/')) calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await quietHome(page);
});

test('the home shell shows the first banner and fetches the theme before the app runs', async ({
  page,
  request,
}) => {
  const status = (await (await request.get('/wps/system/status')).json()) as {
    value: { merchantCode: string };
  };
  const settings = (await (await request.get('/wps/system/settings?language=PT')).json()) as {
    value: { imageCDNs: string[] };
  };
  const banners = (await (await request.get('/wps/banner/list?language=PT')).json()) as { value: Banner[] };
  const first = banners.value.find((b) => b.groupName === 'm_home')!;
  // The app never runs: every script of the build is refused.
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/m/home');

  const picture = page.locator('#splash img.banner');
  await expect(picture).toBeVisible();
  await expect(page.locator('#splash svg.banner')).toHaveCount(0);
  const src = await picture.getAttribute('src');
  expect(settings.value.imageCDNs.map((host) => `${host}${first.url}`)).toContain(src);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const code = status.value.merchantCode.toLowerCase();
  await expect(page.locator(`link[rel=modulepreload][href*="/assets/${code}.css-"]`)).toHaveCount(1);
  await expect(page.locator(`link[rel=preload][as=style][href*="/assets/${code}-"]`)).toHaveCount(1);
});

test('the app shows the banner the shell showed: one address for the picture', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (req) => {
    if (/\/img\/banner\/1\.png/.test(req.url())) requested.add(req.url());
  });
  await page.goto('/m/home');
  const slide = page.locator('[data-testid=banner-carousel] img').first();
  await expect(slide).toBeVisible();
  await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const appSrc = new URL((await slide.evaluate((img: HTMLImageElement) => img.src))!);
  expect([...requested]).toEqual([appSrc.href]);
});

test('a first banner the URL rule refuses leaves the skeleton', async ({ page }) => {
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.route(/\/wps\/banner\/list/, (route) =>
    route.fulfill({
      json: {
        success: true,
        code: 0,
        message: '',
        value: [{ groupName: 'm_home', url: 'javascript:alert(1)' }],
      },
    }),
  );
  await page.goto('/m/home');
  await expect(page.locator('#splash svg.banner')).toBeVisible();
  await expect(page.locator('#splash img.banner')).toHaveCount(0);
});

test('a cold home asks for its first screen once each, and shows it', async ({ page }) => {
  const calls = countCalls(page);
  await page.goto('/m/home');
  await expect(page.locator('[data-testid=game-centre] [data-testid=game-tile]').first()).toBeVisible();
  await expect(page.locator('[data-testid=banner-slide]').first()).toBeVisible();
  for (const path of [
    '/wps/system/status',
    '/wps/system/settings',
    '/wps/banner/list',
    '/wps/announcement/list',
    '/wps/game/hot',
    '/wps/game/vendor/setup',
  ])
    expect(calls.get(path), path).toBe(1);
});

test('a cold game list asks for its first page once, and shows it', async ({ page }) => {
  const calls = countCalls(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.locator('[data-testid=game-tile]').first()).toBeVisible();
  expect(calls.get('/wps/game/list')).toBe(1);
  expect(calls.get('/wps/game/vendor/setup')).toBe(1);
  // Not the home page: no banners.
  expect(calls.get('/wps/banner/list')).toBeUndefined();
});

/** The modules a page asks the browser to preload before its scripts have run (all refused). */
async function shellPreloads(page: Page, path: string): Promise<string[]> {
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator('#splash')).toBeVisible();
  const hrefs = await page
    .locator('link[rel=modulepreload]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  await page.unroute(/\/m\/assets\/.+\.js$/);
  return hrefs;
}

test("a landing page's shell fetches its screen's modules before the app runs, each one the app uses", async ({
  page,
}) => {
  // A page that is not a landing page preloads only the entry's own modules.
  const entry = await shellPreloads(page, '/m/notice');
  const login = await shellPreloads(page, '/m/login');
  const screen = login.filter((href) => !entry.includes(href));
  expect(screen.length).toBeGreaterThan(3);

  // The app, once it runs, asks for each of them once (a preload is a download it needed anyway).
  const asked = new Map<string, number>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/m/assets/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const href of screen) expect(asked.get(href), href).toBe(1);
});

interface ListedGame {
  iconUrl: string;
  mobileLargeIcon: string;
}

test("the game list's shell shows its first tiles' pictures before the app runs", async ({
  page,
  request,
}) => {
  const settings = (await (await request.get('/wps/system/settings?language=PT')).json()) as {
    value: { imageCDNs: string[] };
  };
  const list = (await (
    await request.get(
      '/wps/game/list?platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=25&language=PT',
    )
  ).json()) as { value: { games: ListedGame[] } };
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/m/gameList?gameType=RNG');

  // The first two rows (six tiles), in the grid's first cells; the rest stay skeletons.
  const pictures = page.locator('#splash .grid > img');
  await expect(pictures).toHaveCount(6);
  await expect(page.locator('#splash .grid > i')).toHaveCount(6);
  const first = pictures.first();
  const src = await first.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc).pathname + new URL(img.currentSrc).search,
  );
  const game = list.value.games[0]!;
  const candidates = settings.value.imageCDNs.flatMap((host) => [
    `${host}${game.iconUrl}`,
    `${host}${game.mobileLargeIcon}`,
  ]);
  expect(candidates).toContain(src);
  // At the app's place and size: the grid's first cell, a third of the row.
  const box = (await first.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBe(16);
  expect(box.width).toBeCloseTo((width - 48) / 3, 0);
  expect(box.height).toBeCloseTo(box.width, 0);
});

test('the app shows the pictures the shell showed, at the same place: one address each', async ({ page }) => {
  const requested = new Set<string>();
  page.on('request', (req) => {
    if (/\/img\/game\/10001\.png/.test(req.url())) requested.add(req.url());
  });
  await page.goto('/m/gameList?gameType=RNG');
  const art = page.locator('[data-testid=game-tile] img').first();
  await expect(art).toBeVisible();
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  expect([...requested]).toEqual([await art.evaluate((img: HTMLImageElement) => img.currentSrc)]);
  const box = (await art.boundingBox())!;
  expect(box.x).toBe(16);
  expect(box.width).toBeCloseTo((page.viewportSize()!.width - 48) / 3, 0);
});

/**
 * Records, in the page, how many pictures the shell showed when the app's first render took it away,
 * and whether the app's Latin faces were in by then.
 */
async function watchSplashHandOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { splashPictures?: number; splashGoneAt?: number; facesIn?: boolean };
    let pictures = 0;
    new MutationObserver(() => {
      const splash = document.getElementById('splash');
      if (splash) pictures = splash.querySelectorAll('.grid > img').length;
      else if (w.splashPictures === undefined && document.getElementById('root')?.childElementCount) {
        w.splashPictures = pictures;
        w.splashGoneAt = performance.now();
        // Asked for (loading or in) before the first layout, which is what would otherwise ask.
        const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Noto Sans');
        w.facesIn = ['400', '600', '700'].every((weight) =>
          faces.some((face) => face.weight === weight && face.status !== 'unloaded'),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test("the app starts once the shell's pictures are on screen, not in their way", async ({ page }) => {
  await watchSplashHandOver(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  // Every one of the first two rows' pictures was shown before the app took the shell's place.
  expect(await page.evaluate(() => (window as unknown as { splashPictures?: number }).splashPictures)).toBe(
    6,
  );
});

test('the app asks for its Latin faces as it starts, before its first layout would', async ({ page }) => {
  await watchSplashHandOver(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { facesIn?: boolean }).facesIn)).toBe(true);
});

test('a picture that does not arrive holds the app back no more than a second', async ({ page }) => {
  await watchSplashHandOver(page);
  // The shell's pictures never answer (the app's tiles then show their placeholders).
  await page.route(/\/img\/game\//, () => undefined);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const handOver = await page.evaluate(() => {
    const w = window as unknown as { splashPictures?: number; splashGoneAt?: number };
    return { pictures: w.splashPictures, at: w.splashGoneAt ?? Infinity };
  });
  expect(handOver.pictures).toBe(0);
  const parsed = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
  );
  // The loader's deadline (SPLASH_WAIT_MS) after the page was parsed, and the app's first run.
  expect(handOver.at - parsed).toBeGreaterThan(900);
  expect(handOver.at - parsed).toBeLessThan(6000);
});

test('a list the app asks for otherwise (hot, bingo, a vendor) is left to the app: the shell keeps its skeleton', async ({
  page,
}) => {
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  for (const query of ['type=hot', 'gameType=BINGO', 'gameType=RNG&vassalage=PG']) {
    const calls = countCalls(page);
    const settings = page.waitForResponse(/\/wps\/system\/settings/);
    await page.goto(`/m/gameList?${query}`);
    await settings;
    // Time for a list call and its pictures, had the shell made one.
    await page.waitForTimeout(500);
    expect(calls.get('/wps/game/list'), query).toBeUndefined();
    await expect(page.locator('#splash .grid > img')).toHaveCount(0);
    await expect(page.locator('#splash .grid > i')).toHaveCount(12);
    page.removeAllListeners('request');
  }
});

test("a signing-in page's shell has the page's shape and heading, in the app's face, before the app runs", async ({
  page,
}) => {
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'account');
  const title = page.locator('#splash-title');
  await expect(title).toHaveText('Iniciar sessão');
  // Its face had loaded before the heading was drawn: the app's heading replaces it without a change.
  expect(await title.evaluate((el) => document.fonts.check(getComputedStyle(el).font, el.textContent!))).toBe(
    true,
  );
  await expect(page.locator('#splash .banner')).toBeHidden();
  await expect(page.locator('#splash-logo')).toBeHidden();
});

test("the shell's heading is the screen's, in the player's language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'en'));
  // The app's entry module is held back until the shell has drawn its heading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/m\/assets\/index-.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/register');
  const title = page.locator('#splash-title');
  await expect(title).not.toBeEmpty();
  const shell = await title.textContent();
  release();
  await expect(page.locator('#splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell!);
});

test('a page in a script the first paint has no face for keeps a bar in its title’s place', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'th'));
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'account');
  // The catalogue has answered, and the title stays empty (its skeleton bar shows).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#splash-title')).toBeEmpty();
});

test('other pages: a top bar with the title, or the game list’s grid', async ({ page }) => {
  await page.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/m/notice');
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'page');
  await expect(page.locator('#splash-title')).toHaveText('Anúncios');
  await expect(page.locator('#splash-logo')).toBeHidden();
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'grid');
  await expect(page.locator('#splash-title')).toBeHidden();
  await expect(page.locator('#splash .banner')).toBeHidden();
  // No title of its own: the merchant's logo in its place.
  await expect(page.locator('#splash-logo')).toBeVisible();
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-splash', 'home');
  await expect(page.locator('#splash .banner')).toBeVisible();
});
