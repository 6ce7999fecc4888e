// The service worker (app/pwa/sw.js): after one visit the app shell opens without the network and
// shows the app's offline state instead of the browser's error page; platform calls stay live.
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('after one visit, the app opens offline from the service worker and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await expect(page.locator('[data-shell-nav]')).toBeVisible();
  // Installed and controlling this page, with the shell precached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const shell = names.find((n) => n.startsWith('shell-'));
    return shell ? (await (await caches.open(shell)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  expect(cached).toContain('/m/index.html');
  expect(cached.some((p) => /\/m\/assets\/framework-.*\.js$/.test(p))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The shell came from the cache; the platform cannot be reached, and the app says so with a retry.
  await expect(page.getByRole('heading', { name: 'Não foi possível ligar à plataforma' })).toBeVisible();
  await expect(page.getByText('Sem ligação. Verifique a sua rede e tente novamente.')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('[data-shell-nav]')).toBeVisible();
});

test('the service worker never keeps platform answers', async ({ page, context }) => {
  await page.goto('/m/home');
  await expect(page.locator('[data-shell-nav]')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.locator('[data-shell-nav]')).toBeVisible();
  const cachedPlatform = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (!path.startsWith('/m/')) found.push(path);
      }
    }
    return found;
  });
  expect(cachedPlatform).toEqual([]);
  await context.setOffline(true);
  const offlineCall = await page.evaluate(() =>
    fetch('/wps/system/status').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offlineCall).toBe('failed');
});
