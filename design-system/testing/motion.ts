import { afterEach, beforeEach } from 'vitest';
import { cdp } from 'vitest/browser';

/**
 * Emulates the user's motion preference in the test's Chromium page: CSS media queries and
 * matchMedia both follow. Component tests run with reduced motion (vitest.config.ts); a test that
 * checks an animation turns it off and must turn it back on afterwards (`afterEach`).
 */
export async function emulateReducedMotion(reduce: boolean): Promise<void> {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

/**
 * Lets the tests of the calling `describe` see a dialog, sheet or dimming leave: each runs with motion
 * allowed (reduced motion emulated off, then on again after it), and a closing layer gets its leaving
 * animation's length back (the test setup's no-motion.css zeroes every duration, so a layer would leave
 * within a frame and its leaving state could not be seen).
 */
export function useLeavingMotion(): void {
  let style: HTMLStyleElement | null = null;
  beforeEach(async () => {
    await emulateReducedMotion(false);
    style = document.createElement('style');
    style.textContent =
      '[data-state=closed][data-state] { animation-duration: var(--mc-motion-duration-normal) !important; }';
    document.head.append(style);
  });
  afterEach(async () => {
    style?.remove();
    await emulateReducedMotion(true);
  });
}
