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
