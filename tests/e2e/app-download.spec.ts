// /m/app (SPEC §2 'Download bar and install guide', §3 Download link, Mobile template) on an Android
// phone, an iPhone in Safari and an iPhone in Chrome: the right download buttons, the right install
// guide and the Safari-only rule. Then the two installed forms of the web app: registration reports
// registerMethod PWA (standalone display) or WEBCLIP (the iOS web clip, by navigator.standalone or
// the WEBCLIP flag), as the platform stores it; and the installed app (the merchant's manifest and
// the service worker) opens on the right merchant with the member still signed in.
import { devices } from '@playwright/test';
import { expect, sim, test, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';
import { PASSWORD } from './lobby-support';

const ANDROID_CHROME = devices['Pixel 7'].userAgent;
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_12_1_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

// A first load on this shared machine can take well over the default wait; nothing here is timed.
test.describe.configure({ timeout: 90_000 });
const FIRST_LOAD = { timeout: 20_000 };

const SAFARI_ONLY = 'Use o Safari para descarregar a app'; // app_download_safari_required
const NEW_PASSWORD = 'Sunny2026x';

/** A download link's address and where it opens. */
async function linkOf(page: Page, testId: string) {
  const link = page.getByTestId(testId);
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  return { path: new URL(href).pathname, target: await link.getAttribute('target') };
}

/** Taps a download link and returns the downloaded file's name and text. */
async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const stream = await file.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return { name: file.suggestedFilename(), text };
}

async function openAppPage(page: Page, merchant = 'aurum') {
  await page.goto(`/m/app?merchant=${merchant}`);
  await expect(page.getByTestId('app-download')).toBeVisible(FIRST_LOAD);
}

test.describe('Android (Chrome)', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('the .apk button, no iOS buttons and no iOS install guide', async ({ page }) => {
    await openAppPage(page);
    await expect(page.getByTestId('app-download')).toHaveAttribute('data-platform', 'android');
    // The merchant's mobile template: its picture and its words in its colour.
    await expect(page.getByTestId('app-background')).toHaveAttribute(
      'src',
      /\/sim\/img\/brand\/aurum\/app-background\.png$/,
    );
    await expect(page.getByTestId('app-desc')).toHaveText('Aurum: jogue onde estiver');
    await expect(page.getByTestId('app-desc')).toHaveCSS('color', 'rgb(255, 255, 255)');

    expect(await linkOf(page, 'app-download-android')).toEqual({
      path: '/sim/download/aurum/app.apk',
      target: '_self',
    });
    await expect(page.getByTestId('app-download-android')).toHaveText('Descarregar para Android');
    await expect(page.getByTestId('app-download-ios')).toHaveCount(0);
    await expect(page.getByTestId('app-download-profile')).toHaveCount(0);
    await expect(page.getByTestId('app-guide-section')).toHaveCount(0);
    await expect(page.getByTestId('app-safari-note')).toHaveCount(0);
    await expect(page.getByTestId('app-min-ios')).toHaveCount(0);

    const apk = await download(page, 'app-download-android');
    expect(apk.name).toBe('aurum-app.apk');
    await expect(page).toHaveURL(/\/m\/app/);

    // The page's own top bar leads back.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
  });
});

test.describe('iPhone (Safari)', () => {
  test.use({ userAgent: IOS_SAFARI });

  test('the .ipa button, the iOS 12.4 note and the install guide (profile tip and add-to-home-screen tip)', async ({
    page,
  }) => {
    await openAppPage(page, 'verde');
    await expect(page.getByTestId('app-download')).toHaveAttribute('data-platform', 'ios');
    await expect(page.getByTestId('app-desc')).toHaveText('Verde: o app oficial');
    expect(await linkOf(page, 'app-download-ios')).toEqual({
      path: '/sim/download/verde/app.ipa',
      target: '_self',
    });
    await expect(page.getByTestId('app-download-android')).toHaveCount(0);
    await expect(page.getByTestId('app-safari-note')).toHaveCount(0);
    await expect(page.getByTestId('app-min-ios')).toHaveText('A app precisa do iOS 12.4 ou mais recente.');
    await expect(page.getByTestId('app-too-old')).toHaveCount(0);

    // The guide is open on iOS: tip type 1 with the profile button, tip type 2 with a picture per
    // step, no legacy tip on iOS 17.
    await expect(page.getByTestId('app-guide-toggle')).toHaveAttribute('aria-expanded', 'true');
    const tip1 = page.getByTestId('app-tip-1');
    const tip2 = page.getByTestId('app-tip-2');
    await expect(tip1.getByRole('listitem')).toHaveCount(3);
    await expect(tip2.getByRole('listitem')).toHaveCount(3);
    await expect(tip2.locator('figure svg')).toHaveCount(3);
    await expect(page.getByTestId('app-tip-legacy')).toHaveCount(0);
    expect(await linkOf(page, 'app-tip-profile')).toEqual({
      path: '/sim/download/verde/app.mobileconfig',
      target: '_self',
    });

    // Safari downloads: the app itself and the web-clip profile.
    expect((await download(page, 'app-download-ios')).name).toBe('verde-app.ipa');
    const profile = await download(page, 'app-tip-profile');
    expect(profile.name).toBe('verde-app.mobileconfig');
    expect(profile.text).toContain('com.apple.webClip.managed');

    // The guide folds away and comes back.
    await page.getByTestId('app-guide-toggle').click();
    await expect(page.getByTestId('app-guide')).toHaveCount(0);
    await page.getByTestId('app-guide-toggle').click();
    await expect(page.getByTestId('app-tip-2')).toBeVisible();
  });
});

test.describe('iPhone on iOS 12.1 (Safari)', () => {
  test.use({ userAgent: IOS_12_1_SAFARI });

  test('too old for the app: no download, the web clip tip and the legacy tip', async ({ page }) => {
    await openAppPage(page);
    await expect(page.getByTestId('app-too-old')).toContainText('12.1');
    await expect(page.getByTestId('app-download-ios')).toHaveCount(0);
    await expect(page.getByTestId('app-tip-1')).toHaveCount(0);
    await expect(page.getByTestId('app-tip-2')).toBeVisible();
    await expect(page.getByTestId('app-tip-legacy')).toBeVisible();
  });
});

test.describe('iPhone (Chrome)', () => {
  test.use({ userAgent: IOS_CHROME });

  test('the Safari-only note, and a download attempt says to use Safari instead of downloading', async ({
    page,
  }) => {
    await openAppPage(page);
    await expect(page.getByTestId('app-download')).toHaveAttribute('data-platform', 'ios');
    await expect(page.getByTestId('app-safari-note')).toHaveText(
      'No iPhone, a app só se instala a partir do Safari. Abra esta página no Safari.',
    );
    await expect(page.getByTestId('app-download-android')).toHaveCount(0);
    let downloads = 0;
    page.on('download', () => downloads++);

    await page.getByTestId('app-download-ios').click();
    await expect(page.getByText(SAFARI_ONLY, { exact: true })).toBeVisible();
    await page.getByTestId('app-tip-profile').click();
    await expect(page).toHaveURL(/\/m\/app/);
    // The guide is still there for when the page is opened in Safari.
    await expect(page.getByTestId('app-tip-2')).toBeVisible();
    await page.waitForTimeout(500);
    expect(downloads).toBe(0);
  });
});

// ---- The installed web app ----

/**
 * Makes the page answer `display-mode: standalone`, as the browser does for the window of an
 * installed web app (Chromium's DevTools protocol has no override for this media feature).
 */
async function asInstalledApp(page: Page) {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const m = /\(\s*display-mode\s*:\s*([a-z-]+)\s*\)/.exec(query);
      if (!m) return real(query);
      const list = real(query);
      const matches = m[1] === 'standalone';
      return new Proxy(list, {
        get: (target, key) => {
          if (key === 'matches') return matches;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
    };
  });
}

/** What iOS gives a full-screen web clip: `navigator.standalone`. */
async function asWebClip(page: Page) {
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }));
}

/** Registers a new username on aurum from the page's current app (the register route). */
async function register(page: Page, username: string) {
  await page.goto('/m/register');
  await page.getByLabel('Nome de utilizador').fill(username);
  await page.getByLabel('Número de telemóvel').fill(`9120${String(Date.now()).slice(-5)}`);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar palavra-passe').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Registar' }).click();
  await expect(page).toHaveURL(/\/m\/home$/, FIRST_LOAD);
}

const storedMember = (request: Parameters<typeof sim>[0], username: string, merchant = 'aurum') =>
  sim<{ register_method: string; type: number }>(
    request,
    'get',
    `/__sim/members/${username}?merchant=${merchant}`,
  );

test.describe('registration method', () => {
  test.beforeEach(async ({ request }) => {
    await resetSimulator(request);
  });

  test.describe('Android', () => {
    test.use({ userAgent: ANDROID_CHROME });

    test('H5 in a browser tab', async ({ page, request }) => {
      await page.goto('/m/home?merchant=aurum');
      await register(page, 'tab_player');
      expect((await storedMember(request, 'tab_player')).register_method).toBe('H5');
    });

    test('PWA in the installed web app (standalone display)', async ({ page, request }) => {
      await asInstalledApp(page);
      await page.goto('/m/home?merchant=aurum');
      await register(page, 'pwa_player');
      expect((await storedMember(request, 'pwa_player')).register_method).toBe('PWA');
    });
  });

  test.describe('iPhone', () => {
    test.use({ userAgent: IOS_SAFARI });

    test('WEBCLIP from a full-screen web clip (navigator.standalone)', async ({ page, request }) => {
      await asWebClip(page);
      await page.goto('/m/home?merchant=aurum');
      await register(page, 'clip_player');
      expect((await storedMember(request, 'clip_player')).register_method).toBe('WEBCLIP');
    });

    test('WEBCLIP when the profile’s web clip opened the app in Safari (the WEBCLIP flag)', async ({
      page,
      request,
    }) => {
      // The address the merchant's profile gives its web clip.
      const profile = await (await request.get('/sim/download/aurum/app.mobileconfig')).text();
      const clip = /<key>URL<\/key><string>([^<]+)<\/string>/.exec(profile)![1]!.replaceAll('&amp;', '&');
      await page.goto(new URL(clip).pathname + new URL(clip).search);
      await expect(page.locator('html')).toHaveAttribute('data-merchant', 'aurum', FIRST_LOAD);
      expect(await page.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
      // The flag outlives the address it came with.
      await register(page, 'flag_player');
      expect((await storedMember(request, 'flag_player')).register_method).toBe('WEBCLIP');
    });
  });
});

test.describe('the installed web app', () => {
  test.use({ userAgent: ANDROID_CHROME, serviceWorkers: 'allow' });

  test('opens from its manifest on the right merchant, from the service worker, with the member still signed in', async ({
    page,
    context,
    request,
  }) => {
    await resetSimulator(request);
    // A member of verde signs in in the browser and asks to stay signed in.
    await page.goto('/m/login?merchant=verde');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'verde', FIRST_LOAD);
    await page.locator('input[autocomplete=username]').first().fill('demo_member');
    await page.locator('input[autocomplete=current-password]').first().fill(PASSWORD);
    await page.getByLabel('Manter sessão iniciada').check();
    await page.locator('button[type=submit]').first().click();
    await expect(page).not.toHaveURL(/\/m\/login/);
    await page.evaluate(() => navigator.serviceWorker.ready);

    // The manifest the page links to is verde's, and installs an app that starts inside /m/.
    const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifestUrl = new URL(manifestHref!, page.url());
    expect(manifestUrl.pathname).toBe('/m/themes/verde/manifest.webmanifest');
    const manifest = (await (await request.get(manifestUrl.pathname)).json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
    };
    expect(manifest).toMatchObject({ name: 'Verde', display: 'standalone', scope: '/m/' });
    const start = new URL(manifest.start_url, manifestUrl);
    expect(start.pathname.startsWith('/m/')).toBe(true);

    // Launching it: a new window (no session storage of its own) in standalone display.
    const app = await context.newPage();
    await asInstalledApp(app);
    await app.goto(start.pathname + start.search);
    await expect(app.locator('html')).toHaveAttribute('data-merchant', 'verde', FIRST_LOAD);
    expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    expect(await app.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Signed in: the header shows the member and the wallet, not the login button.
    await expect(app.getByRole('button', { name: /1,234\.56/ })).toBeVisible();
    await expect(app.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
  });
});
