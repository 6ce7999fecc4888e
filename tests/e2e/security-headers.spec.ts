// The served app carries the security headers a merchant's CDN must send (README, "Security"), and
// runs under its strict CSP and Trusted Types without a single violation: every route of the route
// table that a role is shown, loaded as a document (its own preloads and inline start), as a guest
// and as a member; the login popups (server HTML through the Trusted Types policy) included. The
// other merchants' routes are checked for violations by the layout sweep (tests/e2e/sweep.spec.ts),
// which visits every route in each merchant within one document, so the full loads here are made once.
import { routeTable } from '../../app/routes/routeTable.ts';
import { expect, test, type Page } from './fixtures';
import { apiLogin, useMerchant, useSession } from './shell-support';
import { watchViolations } from './csp-support';

const MERCHANTS = ['aurum'] as const;

/** A concrete path for a route (parameters filled with sample values). */
const pathOf = (r: (typeof routeTable)[number]) =>
  r.paths[0]!.replace(':mui', 'LOTT').replace(':playType', 'trad').replace(':gameId', '1');

/**
 * The routes each role is shown: a member route only sends a visitor to login, and a visitors' route
 * (login, register) sends a member home.
 */
const PATHS = {
  guest: routeTable.filter((r) => r.access === 'public' || r.access === 'guest').map(pathOf),
  member: routeTable.filter((r) => r.access !== 'guest').map(pathOf),
};

/** Opens each route in turn and lets its screen load. */
async function visitEveryRoute(
  page: Page,
  paths: readonly string[],
  collect: (where: string) => Promise<string[]>,
) {
  for (const path of paths) {
    await page.goto(path);
    await page.locator('#root > *:not(#splash)').first().waitFor();
    await page.waitForTimeout(250);
    await collect(path);
  }
  return collect('end');
}

test('the app and the platform answer with the security headers', async ({ request }) => {
  const page = await request.get('/m/home');
  const h = page.headers();
  const csp = h['content-security-policy'] ?? '';
  for (const directive of [
    "'strict-dynamic'",
    "'sha256-",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    'trusted-types lobby',
  ])
    expect(csp).toContain(directive);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');

  // Every inline script of the page is one the policy lists by hash.
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    expect(csp).toContain(`'sha256-${Buffer.from(digest).toString('base64')}'`);
  }
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);

  const grant = await apiLogin(request, 'demo_member');
  const auth = { Authorization: `Bearer ${grant.token}`, 'X-Merchant-Code': 'aurum' };
  const info = await request.get('/wps/member/info', { headers: auth });
  expect(info.ok()).toBe(true);
  expect(info.headers()['cache-control']).toBe('no-store');
  expect(info.headers()['x-content-type-options']).toBe('nosniff');
  const logout = await request.delete('/wps/session', { headers: auth });
  expect(logout.ok()).toBe(true);
  expect(logout.headers()['clear-site-data']).toContain('"cache"');
});

for (const merchant of MERCHANTS) {
  for (const role of ['guest', 'member'] as const) {
    test(`${merchant}: no CSP or Trusted Types violation on any route, as a ${role}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      await request.post('/__sim/reset');
      if (role === 'member')
        await useSession(page, await apiLogin(request, 'demo_member', merchant), merchant);
      else await useMerchant(page, merchant);
      expect(await visitEveryRoute(page, PATHS[role], await watchViolations(page))).toEqual([]);
    });
  }
}

test('login popups render server HTML through the Trusted Types policy, without violations', async ({
  page,
  request,
}) => {
  await request.post('/__sim/reset');
  const collect = await watchViolations(page);
  const grant = await apiLogin(request, 'demo_member');
  await page.addInitScript(
    (info) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('MC_SESSION_INFO', info);
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('homeAppPopupSeen', '1');
      }
    },
    JSON.stringify({ ...grant, merchantCode: 'aurum' }),
  );
  await page.goto('/m/home');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('p, div').first()).not.toBeEmpty();
  expect(await collect('home')).toEqual([]);
});
