// The platform simulator as a browser sees it: request encryption with the browser's WebCrypto
// (contract/crypto.ts, bundled as the app bundles it), the demo game page and its way back to the
// app, generated images and the captcha.
import { buildSync } from 'esbuild';
import { expect, test } from './fixtures';
import type * as PlatformCrypto from '../../contract/crypto.ts';

// These tests put their own script and markup into a page of the platform's origin; the app's CSP
// (Trusted Types, script hashes) rightly refuses that, and it is not what they check.
test.use({ bypassCSP: true });

const cryptoBundle = buildSync({
  entryPoints: ['contract/crypto.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'platformCrypto',
  write: false,
  platform: 'browser',
}).outputFiles[0]!.text;

test('logs in from the browser with an encrypted body and opens a demo game with a way back', async ({
  page,
}) => {
  await page.goto('/m/');
  await page.addScriptTag({ content: cryptoBundle });
  const result = await page.evaluate(async () => {
    const c = (window as unknown as { platformCrypto: typeof PlatformCrypto }).platformCrypto;
    const keyAnswer = (await (await fetch('/wps/system/publicKey')).json()) as {
      value: { keyId: string; publicKey: string };
    };
    const key = await c.importPublicKey(keyAnswer.value);
    const body = await c.encryptPayload(
      { type: 'username', username: 'demo_member', password: 'demo1234' },
      key,
      '/wps/session/login',
    );
    const login = (await (
      await fetch('/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Encryption: c.ENCRYPTION_SCHEME },
        body: JSON.stringify(body),
      })
    ).json()) as { success: boolean; value: { token: string; userName: string } };
    const launch = (await (
      await fetch('/wps/game/launch?vendor=PG&nodeId=10001&backUrl=%2Fm%2Fhome', {
        headers: { Authorization: `Bearer ${login.value.token}` },
      })
    ).json()) as { value: { url: string } };
    return {
      userName: login.value.userName,
      url: launch.value.url,
      plain: JSON.stringify(body).includes('demo1234'),
    };
  });
  expect(result.userName).toBe('demo_member');
  expect(result.plain).toBe(false);

  await page.goto(result.url);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  const balance = page.locator('#balance');
  await expect(balance).toHaveText('1234.56');
  await page.getByRole('button').click();
  await expect(balance).not.toHaveText('1234.56');
  await page.getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('serves generated game icons and a captcha image', async ({ page, request }) => {
  const icon = await request.get('/sim/img/game/10001.svg');
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  const captcha = (await (await request.get('/wps/captcha')).json()) as { value: { image: string } };
  await page.goto('/m/'); // the icon path is relative to the platform's origin
  await page.setContent(
    `<base href="${page.url()}"><img alt="captcha" src="${captcha.value.image}"><img alt="icon" src="/sim/img/game/10001.svg">`,
  );
  for (const alt of ['captcha', 'icon']) {
    const width = await page.getByAltText(alt).evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width, alt).toBeGreaterThan(0);
  }
});
