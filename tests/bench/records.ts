// Benchmark: the bet record of a member with 10,000 bets, in Chromium with 4x CPU slowdown.
// Run (after `npm run build`):  npm run bench:records   (Node 24: node:sqlite)
// Env: BENCH_RECORDS (bets to add, default 10000), BENCH_PORT (default 8228), DIST_DIR (default
// dist), BENCH_LOAD_MINUTES (time limit for the loading phase, default 10), BENCH_VERBOSE=1.
//
// Seeds a fresh simulator, gives demo_member 10,000 more bets over the last 30 days through the
// control API (POST /__sim/members/demo_member/bets), signs in, opens /m/gameRecord?range=30d and
// prints:
// - time to the first row (navigation start to the first row on screen);
// - DOM element count, the largest seen at any scroll position while loading and scrolling;
// - the longest task while loading every page by scrolling (50 a page) and while scrolling back
//   through the whole list, and when changing a filter on the full list;
// - the JS heap after everything is loaded.
// It fails (exit 1) when the DOM exceeds 800 elements.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { Hono } from 'hono';
import { createPlatform } from '../../simulator/server.ts';
import { apiLogin } from '../e2e/shell-support.ts';

const ADD = Number(process.env.BENCH_RECORDS ?? 10_000);
const PORT = Number(process.env.BENCH_PORT ?? 8228);
const DOM_LIMIT = 800;
const DIST = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(DIST, 'index.html')))
  throw new Error(`${DIST} is missing: run \`npx vite build\` first`);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const dir = mkdtempSync(join(tmpdir(), 'records-bench-'));
const platform = await createPlatform({ dataFile: join(dir, 'bench.sqlite') });
const host = new Hono();
host.route('/', platform.app);
host.get('/m/*', (c) => {
  const rel = decodeURIComponent(new URL(c.req.url).pathname.slice('/m/'.length));
  const file = join(DIST, rel);
  if (rel && !rel.includes('..') && existsSync(file) && extname(file))
    return new Response(readFileSync(file), {
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
    });
  return new Response(readFileSync(join(DIST, 'index.html')), {
    headers: { 'content-type': TYPES['.html']! },
  });
});
const server = serve({ fetch: host.fetch, port: PORT });
const base = `http://localhost:${PORT}`;

const api = await playwrightRequest.newContext({ baseURL: base });
const added = await api.post('/__sim/members/demo_member/bets', {
  data: { merchant: 'aurum', count: ADD, days: 30 },
});
if (!added.ok()) throw new Error(`adding bets: ${await added.text()}`);
const grant = await apiLogin(api, 'demo_member');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--enable-precise-memory-info',
  ],
});
let exitCode = 0;
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    timezoneId: 'UTC',
  });
  await context.addInitScript(
    (info) => {
      sessionStorage.setItem('MC_SESSION_INFO', info);
      localStorage.setItem('MC_TEST_MERCHANT', 'aurum');
      sessionStorage.setItem('homeAppPopupSeen', '1');
      sessionStorage.setItem('homeLoginPopupsSeen', '1');
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    },
    JSON.stringify({ ...grant, merchantCode: 'aurum' }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const longest = () =>
    page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[] };
      const max = Math.max(0, ...w.__longTasks);
      w.__longTasks = [];
      return max;
    });
  const domCount = () => page.evaluate(() => document.getElementsByTagName('*').length);

  await page.goto(`${base}/m/gameRecord?range=30d`);
  await page.getByTestId('bet-row').first().waitFor({ timeout: 30_000 });
  const firstRow = await page.evaluate(() => performance.now());
  const inRange = Number((await page.getByTestId('summary-count').textContent())?.replace(/\D/g, ''));
  let maxDom = await domCount();
  await longest();

  // Scroll down, loading 50 a page, until every bet of the range is loaded or the time runs out.
  const started = Date.now();
  const loadLimitMs = Number(process.env.BENCH_LOAD_MINUTES ?? 10) * 60_000;
  let loaded = await page.evaluate(() => document.querySelectorAll('[data-testid="bet-row"]').length && 50);
  let stoppedEarly = false;
  while (loaded < inRange) {
    const next = page
      .waitForResponse((r) => r.url().includes('/wps/record/bets'), { timeout: 5000 })
      .catch(() => null);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.wheel(0, 400);
    if (await next) loaded += 50;
    if (process.env.BENCH_VERBOSE)
      console.error(`loaded ${loaded} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    maxDom = Math.max(maxDom, await domCount());
    if (Date.now() - started > loadLimitMs) {
      stoppedEarly = true;
      break;
    }
  }
  await page.waitForTimeout(500);
  const loadingLongest = await longest();
  const loadSeconds = (Date.now() - started) / 1000;

  // Scroll through the whole list from the top, sampling the DOM.
  await page.evaluate(() => window.scrollTo(0, 0));
  await longest();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += Math.round(height / 80)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
    maxDom = Math.max(maxDom, await domCount());
  }
  const scrollLongest = await longest();

  // A filter on the full list (a new view: the first page of live casino bets).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('filter-open').click();
  await page.getByTestId('filter-panel').getByRole('radio').nth(1).click();
  await longest();
  await page.getByTestId('filter-apply').click();
  await page.waitForURL(/gameType=/);
  await page.getByTestId('bet-record').and(page.locator('[data-state="ready"]')).waitFor();
  const filterLongest = await longest();
  maxDom = Math.max(maxDom, await domCount());

  const heap = await cdp.send('Runtime.getHeapUsage');
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`bets in the range (30 days):       ${inRange}`);
  console.log(
    `bets loaded by scrolling:          ${Math.min(loaded, inRange)} in ${loadSeconds.toFixed(0)} s` +
      (stoppedEarly ? ` (stopped at the ${loadLimitMs / 60_000} min limit, BENCH_LOAD_MINUTES)` : ''),
  );
  console.log(`time to the first row:             ${firstRow.toFixed(0)} ms (4x CPU slowdown)`);
  console.log(`DOM elements, most at any point:   ${maxDom} (limit ${DOM_LIMIT})`);
  console.log(`longest task while loading:        ${loadingLongest.toFixed(0)} ms`);
  console.log(`longest task while scrolling:      ${scrollLongest.toFixed(0)} ms`);
  console.log(`longest task on a filter change:   ${filterLongest.toFixed(0)} ms`);
  console.log(`JS heap used:                      ${mb(heap.usedSize)} of ${mb(heap.totalSize)}`);
  if (maxDom > DOM_LIMIT) {
    console.error(`FAIL: ${maxDom} DOM elements (limit ${DOM_LIMIT})`);
    exitCode = 1;
  }
} finally {
  await browser.close();
  await api.dispose();
  server.close();
  platform.close();
}
process.exit(exitCode);
