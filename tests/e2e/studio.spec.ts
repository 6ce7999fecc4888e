// The theme studio against the real app and simulator: a draft's colour reaches the preview frames
// live; a text colour that fails contrast is flagged beside its token with a passing suggestion; an
// exported folder, built as a new merchant by the real token build, gives the same computed colours
// on the real app as the preview showed.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { readZip } from '../../studio/src/zip.ts';
import { buildThemes, OUT } from '../../themes/build/build.ts';
import { merchants } from '../../themes/themes.config.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

// A designer's desktop window: the side panel and several 390 px phones side by side.
test.use({ viewport: { width: 1600, height: 1000 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const frame = (page: Page, screen: string) => page.frameLocator(`iframe[data-screen="${screen}"]`);

/** Up to six frames of the real app start at once with the studio, on a machine other work shares. */
const FRAMES_LOAD = { timeout: 40_000 };

/** The screens the preview shows, in order. */
const screens = (page: Page) =>
  page.locator('iframe[data-screen]').evaluateAll((els) => els.map((el) => el.getAttribute('data-screen')));

/** A colour token's field in the studio (the hex text field, not the picker). */
const field = (page: Page, path: string) => page.locator(`input[data-token="${path}"]`);

async function setColour(page: Page, path: string, hex: string) {
  await field(page, path).fill(hex);
}

/** The computed background of the first element matching `selector` in a preview frame. */
const background = (page: Page, screen: string, selector: string) =>
  frame(page, screen)
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('theme studio', () => {
  // Six phone frames of the real app load at once on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test('the brand colours change the preview buttons and header live', async ({ page }) => {
    await page.goto('/studio/?from=aurum');
    await expect(frame(page, 'login').locator('button[type="submit"]')).toBeVisible(FRAMES_LOAD);
    await expect(frame(page, 'home').locator('header').first()).toBeVisible(FRAMES_LOAD);
    const before = await background(page, 'login', 'button[type="submit"]');

    await setColour(page, 'color.bg.accent', '#ff0066');
    await setColour(page, 'color.bg.header', '#112233');

    await expect.poll(() => background(page, 'login', 'button[type="submit"]')).toBe('rgb(255, 0, 102)');
    expect(before).not.toBe('rgb(255, 0, 102)');
    await expect.poll(() => background(page, 'home', 'header')).toBe('rgb(17, 34, 51)');
    // Live: the frame was not reloaded (a value set on the page before the change is still there).
    await expect(page).toHaveURL(/color\.bg\.accent/);
    if (process.env.STUDIO_SHOT) await page.screenshot({ path: process.env.STUDIO_SHOT, fullPage: false });
  });

  test('a text colour that fails contrast is flagged with the nearest passing colour', async ({ page }) => {
    await page.goto('/studio/?from=aurum');
    await expect(page.getByRole('status').filter({ hasText: /pares passam/ })).toBeVisible();

    // Dark navy text on aurum's dark navy surfaces.
    await setColour(page, 'color.text.primary', '#1a2340');
    const flags = page.locator('[data-contrast-flags="color.text.primary"]');
    await expect(flags).toContainText(/:1 sobre .* precisa de 4\.5:1/);
    await expect(page.locator('[data-panel="contrast"]')).toContainText(
      'color.text.primary sobre color.bg.canvas',
    );

    const suggestion = flags.getByRole('button', { name: /Usar #/ }).first();
    await suggestion.click();
    await expect(field(page, 'color.text.primary')).not.toHaveValue('#1a2340');
    // The suggestion fixes the pair it was offered for (others may remain: it names the nearest).
    await expect(flags.getByText(/sobre Fundo da página/)).toHaveCount(0);
  });

  test('an exported folder builds as a new merchant whose CSS gives the preview colours', async ({
    page,
  }) => {
    await page.goto('/studio/?from=verde');
    await expect(frame(page, 'login').locator('button[type="submit"]')).toBeVisible(FRAMES_LOAD);
    await setColour(page, 'color.bg.accent', '#33cc99');
    await setColour(page, 'color.bg.canvas', '#0b1e14');
    await page.getByLabel('Código do novo comerciante').fill('studiotest');
    await expect.poll(() => background(page, 'login', 'button[type="submit"]')).toBe('rgb(51, 204, 153)');
    // A PNG logo shows in the preview's header at once; an SVG icon goes into the folder as is.
    const uploads = page.locator('[data-panel="assets"] input[type="file"]');
    await uploads.nth(0).setInputFiles(join(root, 'public/themes/lumen/icon-192.png'));
    await uploads.nth(1).setInputFiles(join(root, 'themes/lumen/icon.svg'));
    await expect(frame(page, 'home').locator('header img').first()).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
      FRAMES_LOAD,
    );
    const preview = {
      button: await background(page, 'login', 'button[type="submit"]'),
      body: await frame(page, 'login')
        .locator('body')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    };

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar a pasta (.zip)' }).click();
    const zipPath = await (await download).path();
    const entries = readZip(new Uint8Array(readFileSync(zipPath)));
    expect(entries.map((e) => e.name).sort()).toEqual(
      [
        'apple-touch-icon.png',
        'icon-192.png',
        'icon-512.png',
        'icon.svg',
        'logo.svg',
        'themes.config.line.txt',
        'tokens.json',
      ].map((f) => `studiotest/${f}`),
    );
    const text = (file: string) => new TextDecoder().decode(entries.find((e) => e.name.endsWith(file))!.data);
    expect(text('.txt')).toContain("code: 'studiotest'");
    expect(text('logo.svg')).toContain('<image href="data:image/png;base64,');
    expect(text('icon.svg')).toBe(readFileSync(join(root, 'themes/lumen/icon.svg'), 'utf8'));

    // Imported back into a fresh studio, the draft is the same.
    await page.goto('/studio/?from=verde');
    await page.locator('input[data-import]').setInputFiles(zipPath);
    await expect(page.getByRole('status').filter({ hasText: 'Rascunho importado' })).toBeVisible();
    await expect(field(page, 'color.bg.accent')).toHaveValue('#33cc99');
    await expect(page.getByLabel('Código do novo comerciante')).toHaveValue('studiotest');

    // The folder dropped into a themes directory and built with the real token build (as
    // `npm run tokens` does, in memory so the repository's themes stay untouched).
    const themes = mkdtempSync(join(tmpdir(), 'studio-theme-'));
    try {
      const dir = join(themes, 'studiotest');
      mkdirSync(dir);
      for (const e of entries) writeFileSync(join(themes, e.name), e.data);
      const outputs = await buildThemes({
        root,
        merchants: [...merchants, { code: 'studiotest', name: 'Studio test', dir }],
      });
      const css = String(outputs.get(`${OUT.public}/studiotest.css`));
      expect(css).toContain('--mc-button-primary-bg: #33cc99;');
      // The theme class the app itself applies for the merchant comes from the same build.
      const theme = String(outputs.get(`${OUT.generated}/themes/studiotest.css.ts`));
      expect(theme).toContain('"#33cc99"');
      expect(theme).toContain('"#0b1e14"');
      // Its assets were all there (the build refuses a folder without them) and are served as is.
      for (const asset of ['logo.svg', 'icon.svg', 'icon-192.png'])
        expect(outputs.has(`${OUT.public}/studiotest/${asset}`), asset).toBe(true);

      // The built CSS on the real app (the lotto frame's stand-alone custom properties, on <html>
      // over the merchant's class) gives what the preview showed.
      // A page of its own: the studio's frames keep loading in the studio's page.
      const app = await page.context().newPage();
      await app.goto('/m/login?merchant=verde');
      await expect(app.locator('button[type="submit"]')).toBeVisible(FRAMES_LOAD);
      await app.addStyleTag({ content: css.replace(':root', 'html:root:root') });
      await expect
        .poll(() =>
          app.locator('button[type="submit"]').evaluate((el) => getComputedStyle(el).backgroundColor),
        )
        .toBe(preview.button);
      expect(await app.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        preview.body,
      );
      await app.close();
    } finally {
      rmSync(themes, { recursive: true, force: true });
    }
  });

  test('the preview shows the guest screens, then the member ones after signing demo_member in', async ({
    page,
  }) => {
    await page.goto('/studio/?from=aurum');
    await expect(frame(page, 'login').locator('button[type="submit"]')).toBeVisible(FRAMES_LOAD);
    expect(await screens(page)).toEqual(['home', 'login', 'register', 'games', 'dialog']);
    await expect(frame(page, 'register').getByRole('button', { name: 'Registar' }).first()).toBeVisible(
      FRAMES_LOAD,
    );
    await expect(frame(page, 'games').getByRole('searchbox').first()).toBeVisible(FRAMES_LOAD);

    await page.getByRole('radio', { name: 'Membro' }).click();
    await expect
      .poll(() => screens(page), FRAMES_LOAD)
      .toEqual(['home', 'member', 'games', 'deposit', 'dialog']);
    // The member centre shows the member's name instead of sending a guest to the login page, the
    // deposit its form, and the home header the member's balance.
    await expect(frame(page, 'member').getByText('demo_member').first()).toBeVisible(FRAMES_LOAD);
    await expect(frame(page, 'deposit').getByRole('button', { name: 'Depositar' }).last()).toBeVisible(
      FRAMES_LOAD,
    );
    await expect(frame(page, 'home').getByTestId('account-button')).toBeVisible(FRAMES_LOAD);
    await setColour(page, 'color.bg.accent', '#ff0066');
    await expect
      .poll(() =>
        frame(page, 'member')
          .locator('html')
          .evaluate((el) => el.style.getPropertyValue('--mc-button-primary-bg')),
      )
      .toBe('#ff0066');
  });

  test('the studio is keyboard usable and has no axe violations', async ({ page }) => {
    await page.goto('/studio/?from=aurum');
    const accent = page.getByRole('textbox', { name: 'Cor principal (botões)', exact: true });
    await expect(accent).toBeVisible();

    // The starting merchant is a radio group: one tab stop, arrows choose.
    await page.getByRole('radio', { name: 'aurum' }).focus();
    // Held as a finger holds it: Radix selects the radio that takes focus while an arrow is down.
    await page.keyboard.down('ArrowRight');
    await expect(page.getByRole('radio', { name: 'lumen' })).toBeChecked();
    await page.keyboard.up('ArrowRight');
    await expect(page).toHaveURL(/from=lumen/);
    // The fields follow once lumen's tokens are in (its accent, violet 600).
    await expect(accent).toHaveValue('#6d28d9');

    // A colour typed from the keyboard; its undo button is reached with Tab and pressed with Enter.
    // The preview frames open lumen meanwhile, and the dialog frame's popup, which focuses its first
    // control as it opens, does not take the field's keys.
    await accent.focus();
    await expect(frame(page, 'dialog').getByRole('dialog')).toBeVisible(FRAMES_LOAD);
    await expect(accent).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('#5b21b6');
    await expect(page).toHaveURL(/5b21b6/);
    const undo = page.getByRole('button', { name: 'Desfazer Cor principal (botões)' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(undo).toHaveCount(0);

    await page.addScriptTag({ path: fileURLToPath(import.meta.resolve('axe-core/axe.min.js')) });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              c: unknown,
              o: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      // The frames are the app, checked by its own tests; the studio's page is checked here.
      const result = await axe.run(
        { exclude: [['iframe']] },
        { iframes: false, resultTypes: ['violations'] },
      );
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
});
