import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import viteConfig from './vite.config.ts';

/**
 * Three projects, all run by `npm test`:
 * - unit: `*.test.ts` in Node (stores, formats, simulator, contract).
 * - component: `*.test.tsx` and `*.browser.test.ts` in real Chromium (components, screens).
 * - storybook: every story is a test (play functions, axe) and is screenshotted in each merchant theme.
 * Visual baselines live beside the tests in `__screenshots__/` and are committed.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  },
  contextOptions: { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'pt-BR', timezoneId: 'UTC' },
});

/** A free TCP port, so that several Vitest runs (helpers, CI, an editor) can share a machine. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const browser = async () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 390, height: 844 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

/**
 * How long a test file's frame may take to start. The first file of a run waits for Vite to
 * transform most of the app on a cold cache; on a busy two-core machine that passed the 60 s
 * default, and the browser project then gave up on every file after it.
 */
const IFRAME_TIMEOUT = { VITEST_BROWSER_IFRAME_TIMEOUT: '240000' };

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Pre-bundle the runtime helpers that vanilla-extract's compiled styles import: found during a
    // browser run, they would make Vite re-optimise in the middle of it and reload the page under a test.
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        // A test that makes its own root (app/shell/preloadableLazy.test.tsx): found only when that
        // file loads, it would make Vite optimise it then and reload the page under the test.
        'react-dom/client',
      ],
    },
    test: {
      // Browser tests spend much of their time waiting on the browser (frames, screenshots), so two
      // files run at once even on two cores: a quarter off the storybook project there. Vitest's
      // default (one less than the cores) would run them one at a time.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // On CI a failed test runs once more, as Playwright's do: the browser projects wait on frames,
      // focus and screenshots on a machine shared with other work. `npm test` names every test that
      // passed only on its second run, so a flaky test is seen, not hidden.
      retry: process.env.CI ? 1 : 0,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['**/*.test.ts'],
            exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**', '**/*.browser.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            include: ['**/*.test.tsx', '**/*.browser.test.ts'],
            exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**'],
            setupFiles: [fileURLToPath(new URL('./tests/setup/browser.ts', import.meta.url))],
            env: IFRAME_TIMEOUT,
            api: { port: await freePort(), strictPort: true },
            browser: await browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
          test: {
            name: 'storybook',
            setupFiles: [fileURLToPath(new URL('./.storybook/vitest.setup.ts', import.meta.url))],
            env: IFRAME_TIMEOUT,
            api: { port: await freePort(), strictPort: true },
            browser: await browser(),
          },
        },
      ],
    },
  }),
);
