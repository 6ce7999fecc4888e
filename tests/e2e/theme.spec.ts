import { expect, test } from './fixtures';
import { merchants } from '../../themes/themes.config.ts';

// The theme build's public output, served by the production server under /m/themes/: the lotto
// frame's `css` parameter (`<merchant>.css`), each merchant's web app manifest, logo and icon.
for (const { code, name } of merchants) {
  test(`${code}: the stand-alone theme CSS, manifest and icons are served under /m/themes/`, async ({
    request,
  }) => {
    const css = await request.get(`/m/themes/${code}.css`);
    expect(css.status()).toBe(200);
    expect(css.headers()['content-type']).toContain('text/css');
    const text = await css.text();
    expect(text).toMatch(/:root \{/);
    expect(text).toMatch(/--mc-color-bg-canvas: #[0-9a-f]{6};/);

    const manifest = await request.get(`/m/themes/${code}/manifest.webmanifest`);
    expect(manifest.status()).toBe(200);
    const json = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(json.name).toBe(name);
    expect(json.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of json.icons) {
      const res = await request.get(new URL(icon.src, `http://x/m/themes/${code}/`).pathname);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain(
        icon.src.endsWith('.png') ? 'image/png' : 'image/svg+xml',
      );
    }
    expect((await request.get(`/m/themes/${code}/logo.svg`)).status()).toBe(200);
  });
}

test('the merchants are told apart by their theme CSS', async ({ request }) => {
  const canvases = await Promise.all(
    merchants.map(async ({ code }) => {
      const text = await (await request.get(`/m/themes/${code}.css`)).text();
      return /--mc-color-bg-canvas: (#[0-9a-f]{6});/.exec(text)?.[1];
    }),
  );
  expect(new Set(canvases).size).toBe(merchants.length);
});

// The same screen under each merchant (test-mode `?merchant=` override): the platform answers for
// that merchant, the app applies its theme on <html>, and the page is visibly that brand.
test('the start screen wears each merchant theme', async ({ page, request }, testInfo) => {
  const shots: Buffer[] = [];
  for (const { code } of merchants) {
    const css = await (await request.get(`/m/themes/${code}.css`)).text();
    const canvas = /--mc-color-bg-canvas: (#[0-9a-f]{6});/.exec(css)![1]!;
    const manifest = (await (await request.get(`/m/themes/${code}/manifest.webmanifest`)).json()) as {
      theme_color: string;
    };

    await page.goto(`/m/?merchant=${code}`);
    await expect(page.locator('html')).toHaveAttribute('data-merchant', code);
    const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(rgb).toBe(hexToRgb(canvas));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      `/m/themes/${code}/manifest.webmanifest`,
    );
    // Keep a picture of it for review (attached to the report and in the test's output folder).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shot = await page.screenshot({ path: testInfo.outputPath(`home-${code}.png`) });
    await testInfo.attach(`home-${code}.png`, { body: shot, contentType: 'image/png' });
    shots.push(shot);
  }
  expect(new Set(shots.map((s) => s.toString('base64'))).size).toBe(merchants.length);
});

function hexToRgb(hex: string) {
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}
