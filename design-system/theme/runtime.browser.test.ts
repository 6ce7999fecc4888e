import { describe, expect, it } from 'vitest';
import {
  applyBrowserChrome,
  applyMerchantTheme,
  applyThemeClass,
  loadMerchantTheme,
  merchantCodes,
} from './runtime';

const canvas = () => getComputedStyle(document.body).backgroundColor;

describe('merchant theme at run time', () => {
  it('the setup applied the default merchant: the body paints its canvas', async () => {
    expect(document.documentElement.dataset.merchant).toBe('aurum');
    expect(canvas()).toBe('rgb(11, 21, 48)');
  });

  it('switches merchants on <html> without a reload and updates the browser chrome', async () => {
    const seen = new Set<string>();
    for (const code of merchantCodes) {
      const theme = await applyMerchantTheme(code);
      expect(document.documentElement.classList.contains(theme.className)).toBe(true);
      expect(document.documentElement.dataset.merchant).toBe(code);
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
        theme.themeColor,
      );
      // The links follow in the browser's first idle moment: within 2 s, however busy the machine.
      await expect
        .poll(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'), { timeout: 3000 })
        .toBe(theme.manifestUrl);
      expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe(
        theme.appleTouchIconUrl,
      );
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(theme.iconUrl);
      seen.add(canvas());
    }
    // Each merchant paints a different canvas, and only one theme class is on <html> at a time.
    expect(seen.size).toBe(merchantCodes.length);
    const classes = await Promise.all(merchantCodes.map(async (c) => (await loadMerchantTheme(c)).className));
    expect(classes.filter((c) => document.documentElement.classList.contains(c))).toHaveLength(1);
    await applyMerchantTheme('aurum');
  });

  it('sets the theme colour at once and the manifest and icons once the browser is idle, the latest merchant winning', async () => {
    const verde = await loadMerchantTheme('verde');
    const lumen = await loadMerchantTheme('lumen');
    const manifest = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    const before = manifest();
    applyBrowserChrome(verde);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      verde.themeColor,
    );
    // Not in the same task: setting them starts their downloads, which the first paint does not need.
    expect(manifest()).toBe(before);
    applyBrowserChrome(lumen);
    await expect.poll(manifest, { timeout: 3000 }).toBe(lumen.manifestUrl);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(lumen.iconUrl);
    await applyMerchantTheme('aurum');
  });

  it('keeps the old class until the new theme has loaded, and the latest call wins', async () => {
    const first = applyMerchantTheme('lumen');
    const second = applyMerchantTheme('verde');
    expect(document.documentElement.dataset.merchant).toBe('aurum');
    await Promise.all([first, second]);
    expect(document.documentElement.dataset.merchant).toBe('verde');
    await applyMerchantTheme('aurum');
  });

  it('falls back to the default merchant for an unknown code', async () => {
    const theme = await loadMerchantTheme('NOPE');
    expect(theme.code).toBe('aurum');
    expect((await loadMerchantTheme('VERDE')).code).toBe('verde');
  });

  it('applyThemeClass adds the new class before dropping the old one', () => {
    const el = document.createElement('div');
    applyThemeClass('a', el);
    applyThemeClass('b', el);
    expect([...el.classList]).toEqual(['b']);
  });
});
