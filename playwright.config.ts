import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the production build served with the platform simulator on one origin,
 * driven in a phone-sized Chromium. Each worker starts its own simulator with a fresh, seeded
 * database (tests/e2e/fixtures.ts), so one worker's reset never disturbs another's sessions.
 * Build first (`npm run build`); `npm test` does.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // `npm test` runs the first-load budget in its own step and leaves it out of the e2e step.
  testIgnore: process.env.E2E_SKIP_BUDGET ? ['**/budget-first-load.spec.ts'] : [],
  // Generous for a shared two-core machine (CI's): a passing test takes what it takes, and a test
  // of several screens must not fail only because the machine was busy.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  use: {
    ...devices['Pixel 7'],
    locale: 'pt-BR',
    timezoneId: 'UTC',
    // The service worker would take page navigations out of reach of page.route(); the test of the
    // service worker itself allows it (tests/e2e/pwa.spec.ts).
    serviceWorkers: 'block',
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for
    // every test made the whole run about a third slower. Locally, `--trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'phone-chromium' }],
});
