// Storybook's Vitest addon applies the preview annotations (.storybook/preview.tsx, a11y) itself.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import '../tests/setup/no-motion.css';
import { applyMerchantTheme, isMerchantCode, merchantCodes } from '../design-system/theme/runtime.ts';

/** Tallest screenshot taken (px); anything below is cut off. */
const MAX_HEIGHT = 6000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until a theme switch has been painted: fonts loaded, two frames rendered. */
async function settle() {
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

/** Within the (grown) viewport: a lazy picture further down never starts, so it is not waited for. */
function onScreen(el: Element) {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

/**
 * Waits (at most 3 s) until the design system's images have settled: none still loading (by their
 * status, or a picture with an address the browser has not finished), and none pending after their
 * 200 ms lazy delay (SPEC §9) or their near-screen observer has had time to start them. Screenshots
 * taken while an icon is mid-load differ from run to run.
 */
async function imagesSettled(root: HTMLElement) {
  const started = performance.now();
  for (;;) {
    const elapsed = performance.now() - started;
    const loading =
      root.querySelector('[data-status="loading"]') ??
      [...root.querySelectorAll('img')].find(
        (img) => img.getAttribute('src') && !img.complete && onScreen(img),
      );
    const pending = root.querySelector('[data-status="pending"]');
    if (elapsed > 3000 || (!loading && (!pending || elapsed > 400))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A screenshot failure's message on one line: without colour codes, the matcher's name and the
 * images' paths (in .vitest/attachments, named after the story), the rest kept.
 */
function oneLine(message: string) {
  return (
    message
      // eslint-disable-next-line no-control-regex -- the escape that starts a colour code
      .replace(/\u001b\[[0-9;]*m/g, '')
      .replace(/expect\(element\)\.toMatchScreenshot\(\)/, '')
      .replace(/Reference screenshot:[\s\S]*/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Visual regression: after each story has rendered and its play function passed, screenshot it in
 * EACH merchant theme (the class on <html> is swapped, nothing re-renders), named
 * `<storyId>-<merchant>`. Baselines sit in `__screenshots__/` beside the stories and are committed.
 * A story opts out with `parameters: { screenshot: false }`, or limits the merchants with
 * `parameters: { screenshot: { merchants: ['verde'] } }` (see preview.tsx).
 */
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return;
  if (document.body.dataset.screenshot === 'off') return;
  const meta = (ctx.task as { meta?: { storyId?: string } }).meta;
  const name = meta?.storyId ?? ctx.task.name;
  const root = document.getElementById('storybook-root') ?? document.body;
  const only = document.body.dataset.screenshotMerchants?.split(',').filter(isMerchantCode);
  const failures: string[] = [];
  // Chromium paints only near the viewport, so a story taller than the phone screen is captured by
  // growing the viewport to its full height for the screenshot (then restored for the next story).
  const { innerWidth: width, innerHeight: height } = window;
  // Measured in the story's own fonts: laying it out starts the loads of the faces it uses, which
  // `fonts.ready` then waits for (before that, with nothing loading yet, it is already settled). A
  // height measured in the fallback font grew the viewport taller than the story drawn in its own.
  root.getBoundingClientRect();
  await document.fonts.ready;
  const full = Math.min(Math.ceil(root.scrollHeight), MAX_HEIGHT);
  if (full > height) await page.viewport(width, full);
  await imagesSettled(root);
  // Every merchant is checked even if one differs, so a first run creates all baselines at once.
  for (const merchant of only?.length ? only : merchantCodes) {
    await applyMerchantTheme(merchant);
    await settle();
    try {
      await expect.element(page.elementLocator(root)).toMatchScreenshot(`${name}-${merchant}`);
    } catch (error) {
      // One line per merchant ('… does not match the stored reference. 812 pixels (ratio 0.01)
      // differ.'), so the summary of a CI log says which merchants differed and by how much.
      failures.push(`${merchant}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    }
  }
  if (full > height) await page.viewport(width, height);
  if (failures.length > 0) throw new Error(`Screenshot mismatch for ${name}: ${failures.join('; ')}`);
});
