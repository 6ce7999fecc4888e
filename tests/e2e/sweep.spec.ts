// The layout sweep: every route of the route table, for each merchant, as a visitor and as a member,
// at 320 and 390 px wide, checked for sideways overflow, small or overlapping tap targets, text
// touching its container's edge, missing glyphs and stacked dialogs (tests/e2e/sweep-support.ts), and
// for anything the CSP or Trusted Types refused (watchViolations, tests/e2e/security-headers.spec.ts).
// On home it also opens the side menu and the header's account popover. One page per merchant and
// role, client-side navigation between routes and both widths in the same page keep it fast.
// Below the sweep: the defects it was written for, each replayed as a user would meet it.
import { expect, test, type Page } from './fixtures';
import { inspectPage, settle } from './sweep-support';
import { apiLogin, expectRoute, reset, useMerchant, useSession } from './shell-support';
import { DEMO_MOBILE, requestSmsCode, trackCaptchas } from './accounts-support';
import { routeTable, type RouteDef } from '../../app/routes/routeTable.ts';
import { watchViolations } from './csp-support';

// The six sweeps (and the defect replays) share the workers.
test.describe.configure({ mode: 'parallel' });

const MERCHANTS = ['aurum', 'verde', 'lumen'] as const;
const WIDTHS = [320, 390] as const;
const HEIGHT = 844;
/** size.tapTarget: the smallest tap target. */
const MIN_TARGET = 44;

/** Addresses for routes whose path has parameters, or whose screen needs a query to show content. */
const SAMPLE_PATHS: Record<string, string> = {
  gameList: '/m/gameList?gameType=RNG',
  activityDetail: '/m/activityDetail?id=1',
  lotto: '/m/lotto-h5/lumen/trad/games/10646?prize_mode=Lott',
};

/**
 * `SWEEP_ROUTES=activity,vip npx playwright test sweep` sweeps only those routes (and home, where
 * every sweep starts): the quick check while building a screen. Unset, every route is swept.
 */
const ONLY = new Set((process.env.SWEEP_ROUTES ?? '').split(',').filter(Boolean));

function pathOf(route: RouteDef): string {
  const path = SAMPLE_PATHS[route.name] ?? route.paths[0]!;
  if (path.includes(':')) throw new Error(`add a sample address for route '${route.name}' to SAMPLE_PATHS`);
  return path;
}

/** Client-side navigation (the router follows history), so the app is not loaded again per route. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect
    .poll(() => page.evaluate(() => window.location.pathname + window.location.search), { timeout: 5000 })
    .toBeTruthy();
  // A route may load the page anew (and a busy machine takes its time to).
  await page.waitForLoadState('load');
  await page.locator('[data-route]').first().waitFor({ state: 'attached', timeout: 15_000 });
}

/** Runs the checks at each width; returns the problems, each with where it was seen. */
async function inspect(page: Page, where: string, widths: readonly number[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    const problems = await retriedAfterReload(page, async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      return page.evaluate(inspectPage, { minTarget: MIN_TARGET });
    });
    for (const problem of problems) found.push(`${problem}\t${where} @${width}`);
  }
  return found;
}

/**
 * Some routes load the page anew on purpose (a game launch that redirects the whole page): when
 * the page is replaced under the checks, wait for the new one and check that instead.
 */
async function retriedAfterReload<T>(page: Page, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return run();
  }
}

/** One line per distinct problem, with every place it was seen. */
function report(found: string[]): string[] {
  const places = new Map<string, string[]>();
  for (const line of found) {
    const [problem, where] = line.split('\t') as [string, string];
    places.set(problem, [...(places.get(problem) ?? []), where]);
  }
  return [...places].map(([problem, where]) => `${problem}\n    on ${where.join(', ')}`);
}

for (const merchant of MERCHANTS) {
  for (const role of ['guest', 'member'] as const) {
    test(`sweep: ${merchant}, ${role}`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await reset(request);
      if (role === 'member')
        await useSession(page, await apiLogin(request, 'demo_member', merchant), merchant);
      else await useMerchant(page, merchant);
      const violations = await watchViolations(page);
      // The checks read a page at rest: with reduced motion the banner carousel does not autoplay,
      // so no slide is caught halfway across the dots that sit over it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: WIDTHS[1], height: HEIGHT });
      await page.goto('/m/home');
      await expectRoute(page, 'home');

      const found: string[] = [];
      // A visitor opening a member page is sent to login, which is swept on its own.
      const routes = routeTable.filter(
        (r) =>
          (role === 'member' || r.access === 'public') &&
          (ONLY.size === 0 || ONLY.has(r.name) || r.name === 'home'),
      );
      let widths: readonly number[] = WIDTHS;
      for (const route of routes) {
        const path = pathOf(route);
        if (route.name !== 'home') await go(page, path);
        found.push(...(await inspect(page, path, widths)));
        // A route that left the app (a game opened in place of it) comes back to the app.
        if (!new URL(page.url()).pathname.startsWith('/m/')) {
          await violations(path);
          await page.goto('/m/home');
        }
        if (route.name === 'home') {
          // The side menu, and for a member the account popover, at each width.
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: HEIGHT });
            await page.getByRole('button', { name: 'Abrir menu' }).click();
            await expect(page.getByTestId('side-menu')).toBeVisible();
            found.push(...(await inspect(page, `${path} side menu`, [width])));
            await page.getByRole('button', { name: 'Fechar menu' }).click();
            await expect(page.getByTestId('side-menu')).toHaveCount(0);
            if (role === 'member') {
              await page.getByTestId('account-button').click();
              await expect(page.getByTestId('account-popover')).toBeVisible();
              found.push(...(await inspect(page, `${path} account popover`, [width])));
              await page.keyboard.press('Escape');
              await expect(page.getByTestId('account-popover')).toHaveCount(0);
            }
          }
        }
        // Alternate the order of the widths, so each route starts at the width the last one ended.
        widths = [...widths].reverse();
      }
      expect(report(found), report(found).join('\n')).toEqual([]);
      expect(await violations('end')).toEqual([]);
    });
  }
}

test('the sweep catches each defect it looks for (a page seeded with one of each)', async ({ page }) => {
  await useMerchant(page, 'aurum');
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await page.goto('/m/home');
  await expectRoute(page, 'home');
  // Built node by node: the app's Trusted Types policy refuses innerHTML.
  await page.evaluate(() => {
    const add = (
      parent: Element,
      tag: string,
      style: string,
      text = '',
      attrs: Record<string, string> = {},
    ) => {
      const el = document.createElement(tag);
      el.setAttribute('style', style);
      el.textContent = text;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      parent.append(el);
      return el;
    };
    const fixture = document.createElement('div');
    add(fixture, 'div', 'width: 600px; height: 10px');
    add(fixture, 'button', 'width: 30px; height: 30px', 's');
    const pair = add(fixture, 'div', 'position: relative; height: 60px');
    add(pair, 'button', 'position: absolute; left: 0; width: 60px; height: 50px', 'a');
    add(pair, 'button', 'position: absolute; left: 40px; width: 60px; height: 50px', 'b');
    add(fixture, 'div', 'border: 1px solid red; width: 200px; padding: 0', 'Flush text');
    add(fixture, 'p', '', 'Korean 한국어');
    add(fixture, 'div', 'position: fixed; top: 0; width: 10px; height: 10px', '', { role: 'dialog' });
    add(fixture, 'div', 'position: fixed; top: 20px; width: 10px; height: 10px', '', { role: 'dialog' });
    document.querySelector('main')!.prepend(fixture);
  });
  const problems = await page.evaluate(inspectPage, { minTarget: MIN_TARGET });
  const kinds = new Set(problems.map((p) => p.split(':')[0]));
  expect([...kinds].sort()).toEqual(['dialogs', 'edge', 'glyph', 'overflow', 'overlap', 'target']);
  expect(problems.some((p) => p.startsWith('glyph: "한"'))).toBe(true);
  expect(problems.some((p) => p.includes('"Flush text"'))).toBe(true);

  // A floating element over the page's text (checked when no dialog is open).
  await page.evaluate(() => {
    document.querySelectorAll('main [role="dialog"]').forEach((d) => d.remove());
    const text = [...document.querySelectorAll('main p')].find((p) => p.textContent?.startsWith('Korean'))!;
    const r = text.getBoundingClientRect();
    const float = document.createElement('div');
    float.setAttribute(
      'style',
      `position: fixed; top: ${r.top}px; left: ${r.left}px; width: 40px; height: 20px; background: red`,
    );
    document.body.append(float);
  });
  const again = await page.evaluate(inspectPage, { minTarget: MIN_TARGET });
  expect(again.filter((p) => p.startsWith('floating:'))).toHaveLength(1);
});

test.describe('defects the sweep was written for', () => {
  test.beforeEach(async ({ request }) => {
    // They share the machine with the sweeps: give them room.
    test.setTimeout(90_000);
    await reset(request);
  });

  test('opening and closing the side menu five times, quickly, keeps the member signed in', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiLogin(request, 'demo_member'));
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/m/home');
    await expectRoute(page, 'home');
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('button', { name: 'Fechar menu' }).click();
      await expect(page.getByTestId('side-menu')).toHaveCount(0);
    }
    await page.waitForTimeout(300);
    await expectRoute(page, 'home');
    await expect(page.getByTestId('account-button')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
  });

  test('the language picker names Chinese and Thai in their own script on a Portuguese page', async ({
    page,
  }) => {
    await useMerchant(page, 'aurum');
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('radio', { name: '简体中文' })).toBeVisible();
    await settle(page);
    const problems = (await page.evaluate(inspectPage, { minTarget: MIN_TARGET })).filter((p) =>
      p.startsWith('glyph:'),
    );
    expect(problems).toEqual([]);
    // Only the tiny native-name faces (inlined in the style sheet), not the Thai or Chinese fonts.
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /noto-sans-(thai|sc)/.test(n) && !n.includes('native-names')),
    );
    expect(fonts).toEqual([]);
  });

  test('a pending contract prompt and the login popups take turns: never two dialogs at once', async ({
    page,
  }) => {
    // The once-a-session popups are left to show (no quietHome).
    await page.goto('/m/login?merchant=aurum');
    await page.getByLabel('Nome de utilizador').fill('demo_contract');
    await page.getByLabel('Palavra-passe', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectRoute(page, 'home');
    const open = page.locator('[role="dialog"], [role="alertdialog"]');
    const seen: string[] = [];
    // Close whatever is on screen (Escape: cancel or close) until nothing more comes, checking that
    // there is never more than one.
    for (let step = 0; step < 8; step++) {
      try {
        // The first one comes after the member's data and the home popups load.
        await open.first().waitFor({ state: 'visible', timeout: step === 0 ? 20_000 : 5000 });
      } catch {
        break;
      }
      await page.waitForTimeout(400);
      expect(await open.count(), 'open dialogs').toBe(1);
      seen.push((await open.first().getAttribute('role')) ?? '');
      const text = await open.first().innerText();
      // The app-download offer is a non-modal card (Escape closes it only from inside): its close
      // button closes it.
      if ((await open.first().getAttribute('aria-modal')) === 'false')
        await open.first().getByRole('button', { name: 'Agora não' }).first().click();
      else await page.keyboard.press('Escape');
      // Closed, or the next one in the queue took its place.
      await expect
        .poll(async () => (await open.count()) === 0 || (await open.first().innerText()) !== text)
        .toBe(true);
    }
    // Both kinds were shown: the contract prompt (an alert dialog) and the login popups.
    expect([...new Set(seen)].sort()).toEqual(['alertdialog', 'dialog']);
  });

  for (const width of WIDTHS) {
    test(`the 'code sent' toast leaves the login button uncovered at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      const captchas = trackCaptchas(page);
      await page.goto('/m/login?merchant=aurum');
      await page.getByRole('tab', { name: 'SMS' }).click();
      await page.getByLabel('Número de telemóvel').fill(DEMO_MOBILE.aurum);
      await requestSmsCode(page, request, captchas);
      const toast = page.locator('[data-kind]').filter({ hasText: 'Código enviado por SMS.' });
      const toastBox = (await toast.boundingBox())!;
      const buttonBox = (await page.getByRole('button', { name: 'Entrar' }).boundingBox())!;
      const apart =
        toastBox.y + toastBox.height <= buttonBox.y ||
        buttonBox.y + buttonBox.height <= toastBox.y ||
        toastBox.x + toastBox.width <= buttonBox.x ||
        buttonBox.x + buttonBox.width <= toastBox.x;
      expect(apart, `toast ${JSON.stringify(toastBox)} and button ${JSON.stringify(buttonBox)}`).toBe(true);
    });
  }

  test('the scroll tip covers no game name and no button on home', async ({ page }) => {
    await useMerchant(page, 'aurum');
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/m/home');
    const tip = page.getByRole('img', { name: /./ }).and(page.locator('[data-scroll-tip]'));
    // The tip shows once the games make the page taller than the window.
    await expect(tip).toBeVisible({ timeout: 20_000 });
    await settle(page);
    const problems = (await page.evaluate(inspectPage, { minTarget: MIN_TARGET })).filter((p) =>
      p.startsWith('floating:'),
    );
    expect(problems).toEqual([]);
  });
});
