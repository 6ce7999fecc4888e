// Switching language (SPEC §1, §8): the shell changes language at once, language-dependent data is
// fetched again with the platform's code, the choice survives a reload.
import { expect, test } from './fixtures';
import { quietHome, reset } from './shell-support';

test.beforeEach(async ({ request, page }) => {
  await reset(request);
  await quietHome(page);
});

test('Portuguese is the default', async ({ page }) => {
  await page.goto('/m/set');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Português', exact: true })).toBeChecked();
});

test('choosing English, then Chinese, switches the shell and reloads the settings in that language', async ({
  page,
}) => {
  await page.goto('/m/set');
  const settingsCall = page.waitForRequest(
    (r) => r.url().includes('/wps/system/settings') && r.url().includes('language=EN'),
  );
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.locator('[data-shell-header]').getByRole('heading', { name: 'Settings' })).toBeVisible();
  await settingsCall;

  await page.getByRole('radio', { name: '简体中文' }).check();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('[data-shell-nav]').getByRole('link', { name: '首页' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
  await expect(page).toHaveTitle('设置');
});

test('a stored platform code (CN) is understood', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'CN'));
  await page.goto('/m/set');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

// Fonts are bundled and split by script (app/styles/fonts.css): each face has its unicode-range, so
// a page downloads only the files of the scripts it shows, woff2 only.
const fontCases: [locale: string, expected: RegExp, forbidden: RegExp][] = [
  ['pt', /^noto-sans-latin-(400|600|700)-/, /latin-ext|vietnamese|thai|-sc-/],
  ['vi', /^noto-sans-vietnamese-/, /thai|-sc-/],
  ['th', /^noto-sans-thai-thai-/, /vietnamese|-sc-/],
];
for (const [locale, expected, forbidden] of fontCases) {
  test(`a page in ${locale} downloads only the fonts of its script`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname.split('/').pop() ?? '';
      if (/\.woff2?$/.test(file)) fonts.push(file);
    });
    await page.addInitScript((l) => localStorage.setItem('MC_LANGUAGE', l), locale);
    await page.goto('/m/login');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('button[type=submit]').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts.filter((f) => expected.test(f)).length).toBeGreaterThan(0);
    expect(fonts.filter((f) => forbidden.test(f))).toEqual([]);
    expect(fonts.filter((f) => f.endsWith('.woff'))).toEqual([]);
  });
}

// The narrowest phone in every language: nothing on home is cut off or spills out of its control.
test('home at 320 px: no language cuts off a header button or a member bar entry', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const locale of ['pt', 'en', 'zh-CN', 'th', 'vi', 'fil', 'pt-BR']) {
    await page.addInitScript((l) => localStorage.setItem('MC_LANGUAGE', l), locale);
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('member-bar').locator('a').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      const header = document.querySelector('[data-testid=home-header-actions]');
      for (const el of header?.querySelectorAll('a, button') ?? []) {
        if (el.scrollWidth > el.clientWidth + 1) out.push(`header: ${el.textContent}`);
      }
      const bar = document.querySelector('[data-testid=member-bar] ul');
      const right = Math.min(bar?.getBoundingClientRect().right ?? 0, window.innerWidth);
      for (const a of bar?.querySelectorAll('a') ?? []) {
        if (a.getBoundingClientRect().right > right + 1) out.push(`member bar: ${a.textContent}`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth) out.push('page scrolls sideways');
      return out;
    });
    expect(problems, locale).toEqual([]);
  }
});
