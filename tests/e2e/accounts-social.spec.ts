// Social login (SPEC §2) through the simulator's stand-in provider: lumen's settings point
// each provider's sdkUrl at the stand-in scripts; the login page loads them once, shows the buttons,
// and a sign-in goes through the provider's consent dialog to the platform's firebase login.
// aurum has social login off: no buttons, no scripts.
import { expect, test, type Page } from './fixtures';
import { resetSimulator } from './accounts-support';

test.beforeEach(async ({ request }) => {
  await resetSimulator(request);
});

/** Counts requests per stand-in SDK script. */
function countSdkLoads(page: Page) {
  const loads: Record<string, number> = {};
  page.on('request', (r) => {
    const m = /\/sim\/oauth\/standin\/(\w+)\.js$/.exec(new URL(r.url()).pathname);
    if (m) loads[m[1]!] = (loads[m[1]!] ?? 0) + 1;
  });
  return loads;
}

async function sessionInfo(page: Page) {
  const raw = await page.evaluate(
    () => sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO'),
  );
  return JSON.parse(raw ?? 'null') as { userName: string; merchantCode: string; type: number } | null;
}

test('lumen: the buttons appear, Google signs in through the stand-in, lands home logged in', async ({
  page,
}) => {
  const loads = countSdkLoads(page);
  await page.goto('/m/login?merchant=lumen');
  const google = page.getByRole('button', { name: 'Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();

  // Away and back: the scripts are not loaded again.
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/m\/register/);
  await page.goBack();
  await expect(google).toBeVisible();
  expect(loads).toEqual({ facebook: 1, google: 1 });

  await google.click();
  const consent = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(consent).toBeVisible();
  await expect(consent).toContainText('Bruno Lima');
  await consent.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await sessionInfo(page)).toMatchObject({ userName: 'brunolima', type: 0, merchantCode: 'lumen' });
  // The member centre opens (login needed) and shows the new member's nickname from the provider.
  await page.goto('/m/member/home?merchant=lumen');
  await expect(page).toHaveURL(/\/m\/member\/home/);
  await expect(page.getByText('Bruno Lima').first()).toBeVisible();
});

test('lumen: cancelling the Facebook consent sends nothing; continuing signs in as the linked member', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) logins.push(r.method());
  });
  await page.goto('/m/login?merchant=lumen&redirect=%2Fm%2Fvip');
  await page.getByRole('button', { name: 'Facebook' }).click();
  const consent = page.getByRole('dialog', { name: 'Sign in with Facebook' });
  await expect(consent).toContainText('Ana Souza');
  await consent.getByRole('button', { name: 'Cancel' }).click();
  await expect(consent).toBeHidden();
  await expect(page).toHaveURL(/\/m\/login/);
  expect(logins).toEqual([]);

  // Escape cancels too (the dialog is a native modal dialog).
  await page.getByRole('button', { name: 'Facebook' }).click();
  await expect(consent).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(consent).toBeHidden();
  expect(logins).toEqual([]);

  await page.getByRole('button', { name: 'Facebook' }).click();
  await consent.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/m\/vip$/);
  expect(logins).toEqual(['POST']);
  expect(await sessionInfo(page)).toMatchObject({ userName: 'anasouza', merchantCode: 'lumen' });
});

test('lumen: a token the platform refuses shows a translated message and stays on login', async ({
  page,
}) => {
  await page.route('**/sim/oauth/standin/token', (route) =>
    route.fulfill({ json: { idToken: 'forged.token.value', expiresAt: Date.now() + 60_000 } }),
  );
  await page.goto('/m/login?merchant=lumen');
  await page.getByRole('button', { name: 'Google' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in with Google' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(
    page.getByText(
      'Não foi possível entrar com esta conta. Tente novamente ou entre com o nome de utilizador.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
  expect(await sessionInfo(page)).toBeNull();
});

test('lumen: a provider whose script fails to load has no button; the page works', async ({ page }) => {
  await page.route('**/sim/oauth/standin/facebook.js', (route) => route.abort());
  await page.goto('/m/login?merchant=lumen');
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByLabel('Nome de utilizador')).toBeEditable();
});

test('aurum (social login off): no social buttons and no provider scripts', async ({ page }) => {
  const loads = countSdkLoads(page);
  await page.goto('/m/login?merchant=aurum');
  await expect(page.getByLabel('Nome de utilizador')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.getByText('Ou continue com')).toHaveCount(0);
  expect(loads).toEqual({});
});

test('lumen: while the SDKs load, the buttons keep their places, so nothing below them moves', async ({
  page,
}) => {
  // Each stand-in SDK answers a second late.
  await page.route(/\/sim\/oauth\/standin\/\w+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/m/login?merchant=lumen');
  const free = page.getByRole('button', { name: 'Jogar grátis' });
  await expect(free).toBeVisible();
  const before = (await free.boundingBox())!.y;
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toBeVisible();
  expect((await free.boundingBox())!.y).toBe(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.005);
});
