// Benchmark: what a phone does to show /m/home (or BENCH_PAGE), first and repeat visit, in Chromium with the
// Lighthouse mobile profile applied to the browser (4x CPU slowdown, 150 ms round trips, 1.6 Mbit/s
// down, 750 kbit/s up, a 412 x 823 screen at DPR 1.75).
// Run (after `npm run build`):  npm run bench:first-load
// Env: BENCH_PAGE (default /m/home; any page with game tiles, e.g. /m/gameList?gameType=RNG),
// BENCH_MERCHANTS (default aurum), BENCH_RUNS (per merchant and visit, default 3; the median is
// printed), BENCH_PORT (default 8229), DIST_DIR (default dist).
//
// It serves the build with the simulator exactly as `npm start` does (compression, cache headers,
// the service worker) and, for each merchant (reached by its host name), loads home:
// - first visit: a fresh browser context (no HTTP cache, no service worker);
// - repeat visit: the same context again after the first visit has loaded and its service worker
//   has installed (the app's files then come from the worker's cache, the platform's calls from the
//   network).
// and prints, per visit, the median of:
// - FCP and LCP (the browser's own paint entries), and when the first game tile was on screen;
// - the main thread's work until the page was in (a trace of the renderer): its CPU time, which a
//   busy machine barely changes, beside the wall time of its tasks; the longest task; the blocking
//   time after FCP (the part of each task over 50 ms), from wall and from CPU time;
// - what came over the network (transfer sizes, compressed as the server sends them): JavaScript,
//   JSON of the build (the message catalogue), style sheets, images, and the number of requests.
// Wall times (paints, tasks) grow with the machine's load; CPU time and bytes are what to compare
// between two builds on a shared machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const PAGE = process.env.BENCH_PAGE ?? '/m/home';
const MERCHANTS = (process.env.BENCH_MERCHANTS ?? 'aurum').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DIST = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST} is missing: run \`npm run build\` first`);

/** The Lighthouse 13 mobile profile, applied (not simulated). */
const PROFILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBps: (1.6 * 1024 * 1024) / 8,
  uploadBps: (750 * 1024) / 8,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const sim = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    SIM_DATA_FILE: `.data/bench-first-load-${port}.sqlite`,
    SIM_FRESH: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => sim.kill());
for (let ready = false, deadline = Date.now() + 60_000; !ready;) {
  if (Date.now() > deadline) throw new Error('the simulator did not start within 60 s');
  ready = await fetch(`http://localhost:${port}/m/`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 250));
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** What main-thread work is, by the trace event that did it (as Lighthouse groups it). */
const KINDS: [string, RegExp][] = [
  [
    'script',
    /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|BlinkScheduler_PerformMicrotaskCheckpoint|CompileScript|CompileCode|ParseScript|v8\..*|V8\..*)$/,
  ],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayout|InvalidateLayout)$/],
  [
    'paint',
    /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask|PaintImage|Decode.*Image.*|ImageDecodeTask)$/,
  ],
  ['html', /^ParseHTML$/],
  ['gc', /GC|GarbageCollection/],
];

/**
 * The page renderer's main-thread tasks (ms, from the navigation's start) in a Chromium trace, and
 * their CPU time by kind (each event's own time, its nested events' taken out).
 */
function mainThread(trace: { traceEvents: TraceEvent[] }, startTs: number) {
  const events = trace.traceEvents;
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onThread = (pid: number, tid: number) =>
    events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined);
  const taskTime = (list: TraceEvent[]) =>
    list.filter((e) => e.name === 'RunTask').reduce((n, e) => n + e.dur!, 0);
  // The page's renderer is the one whose main thread worked the most (the service worker and
  // other frames live elsewhere).
  const thread = mains
    .map((m) => onThread(m.pid, m.tid))
    .sort((a, b) => taskTime(b) - taskTime(a))[0]!
    .filter((e) => e.ts >= startTs)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = thread
    .filter((e) => e.name === 'RunTask')
    .map((e) => ({ start: (e.ts - startTs) / 1000, wall: e.dur! / 1000, cpu: (e.tdur ?? e.dur!) / 1000 }));
  const kinds: Record<string, number> = {};
  const stack: { end: number; kind: string | null; own: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      const kind = done.kind ?? stack.findLast((f) => f.kind)?.kind ?? 'other';
      kinds[kind] = (kinds[kind] ?? 0) + done.own / 1000;
    }
  };
  for (const e of thread) {
    close(e.ts);
    const cpu = e.tdur ?? e.dur!;
    if (stack.length) stack.at(-1)!.own -= cpu;
    stack.push({ end: e.ts + e.dur!, kind: KINDS.find(([, re]) => re.test(e.name))?.[0] ?? null, own: cpu });
  }
  close(Infinity);
  return { tasks, kinds };
}

interface Download {
  url: string;
  type: string;
  /** Bytes over the network (compressed as the server sent them); 0 from a cache. */
  bytes: number;
  /** Came over the network (not from the service worker or the HTTP cache). */
  network: boolean;
}

/** Loads PAGE in `page` under the profile and returns its figures. */
async function visit(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBps,
    uploadThroughput: PROFILE.uploadBps,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const downloads = new Map<string, Download>();
  cdp.on('Network.responseReceived', (e) =>
    downloads.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      bytes: 0,
      network: !e.response.fromDiskCache && !e.response.fromServiceWorker && !e.response.fromPrefetchCache,
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const d = downloads.get(e.requestId);
    if (d?.network) d.bytes = e.encodedDataLength;
  });
  await context.browser()!.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'blink.user_timing',
    ],
  });
  const navigationStart = Date.now();
  await page.goto(`${origin}${PAGE}`);
  const tile = page.getByTestId('game-tile').locator('img[src]').first();
  await tile.waitFor({ timeout: 60_000 });
  const tileAt = Date.now() - navigationStart;
  // In: the network and the main thread quiet for a second.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await context.browser()!.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  // A string, not a function: tsx's name helpers do not exist in the page.
  const paints = (await page.evaluate(`(async () => {
    const entries = (type) => new Promise((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true });
      setTimeout(() => resolve([]), 500);
    });
    const fcp = (await entries('paint')).find((e) => e.name === 'first-contentful-paint');
    const lcp = (await entries('largest-contentful-paint')).at(-1);
    return { fcp: fcp ? fcp.startTime : NaN, lcp: lcp ? lcp.startTime : NaN };
  })()`)) as { fcp: number; lcp: number };
  await cdp.detach();
  // The trace's clock is the browser's monotonic clock in µs; the navigation's start in it is the
  // first navigationStart mark of the page's main frame.
  const navMark = trace.traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.endsWith(PAGE),
  );
  const { tasks, kinds } = mainThread(trace, navMark?.ts ?? 0);
  const blocking = (ms: (t: { wall: number; cpu: number }) => number) =>
    tasks.filter((t) => t.start >= paints.fcp).reduce((n, t) => n + Math.max(0, ms(t) - 50), 0);
  const files = [...downloads.values()].filter((d) => d.network);
  if (process.env.BENCH_LIST)
    for (const d of files)
      console.error(`  ${(d.bytes / 1024).toFixed(1)} kB  ${d.type}  ${new URL(d.url).pathname}`);
  const sum = (pick: (d: Download) => boolean) => files.filter(pick).reduce((n, d) => n + d.bytes, 0) / 1024;
  const fromBuild = (d: Download) => new URL(d.url).pathname.startsWith('/m/assets/');
  return {
    fcp: paints.fcp,
    lcp: paints.lcp,
    tile: tileAt,
    cpu: tasks.reduce((n, t) => n + t.cpu, 0),
    wall: tasks.reduce((n, t) => n + t.wall, 0),
    longest: Math.max(0, ...tasks.map((t) => t.wall)),
    tbtWall: blocking((t) => t.wall),
    tbtCpu: blocking((t) => t.cpu),
    js: sum((d) => d.type === 'Script'),
    json: sum((d) => fromBuild(d) && /\.json$/.test(d.url)),
    css: sum((d) => d.type === 'Stylesheet'),
    images: sum((d) => d.type === 'Image'),
    requests: files.length,
    ...Object.fromEntries(Object.entries(kinds).map(([k, v]) => [`cpu_${k}`, v])),
  };
}

type Figures = Record<string, number>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows: { merchant: string; visit: string; figures: Figures }[] = [];
try {
  for (const merchant of MERCHANTS) {
    const origin = `http://${merchant}.localhost:${port}`;
    const runs: Record<'first' | 'repeat', Figures[]> = { first: [], repeat: [] };
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: PROFILE.viewport,
        deviceScaleFactor: PROFILE.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        locale: 'pt-PT',
      });
      // The once-a-session popups would cover what is measured; their chunks are not the page's.
      await context.addInitScript(
        "sessionStorage.setItem('homeAppPopupSeen', '1'); sessionStorage.setItem('homeLoginPopupsSeen', '1');",
      );
      const first = await context.newPage();
      runs.first.push(await visit(context, first, origin));
      // The service worker has installed (precached the app's files) and controls the scope.
      await first.evaluate(`(async () => {
        const registration = await navigator.serviceWorker.ready;
        while (registration.active.state !== 'activated') await new Promise((r) => setTimeout(r, 100));
      })()`);
      await first.close();
      const repeat = await context.newPage();
      runs.repeat.push(await visit(context, repeat, origin));
      await context.close();
      console.error(`${merchant}: run ${i + 1} of ${RUNS} done`);
    }
    for (const [name, list] of Object.entries(runs)) {
      const keys = [...new Set(list.flatMap((f) => Object.keys(f)))];
      const figures = Object.fromEntries(keys.map((k) => [k, median(list.map((f) => f[k] ?? 0))]));
      rows.push({ merchant, visit: name, figures });
    }
  }
} finally {
  await browser.close();
}

const ms = (n = 0) => `${Math.round(n)} ms`;
const kb = (n = 0) => `${n.toFixed(1)} kB`;
console.log(
  `\n${PAGE}, Lighthouse mobile profile applied (4x CPU, 150 ms RTT, 1.6 Mbit/s), median of ${RUNS}\n`,
);
console.log(
  '| merchant | visit | FCP | LCP | first tile | main thread CPU (wall) | longest task | TBT wall / CPU | JS | build JSON | CSS | images | requests |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { merchant, visit: v, figures: f } of rows)
  console.log(
    `| ${merchant} | ${v} | ${ms(f.fcp)} | ${ms(f.lcp)} | ${ms(f.tile)} | ${ms(f.cpu)} (${ms(f.wall)}) | ${ms(f.longest)} | ${ms(f.tbtWall)} / ${ms(f.tbtCpu)} | ${kb(f.js)} | ${kb(f.json)} | ${kb(f.css)} | ${kb(f.images)} | ${f.requests} |`,
  );
const kinds = ['script', 'style', 'layout', 'paint', 'html', 'gc', 'other'];
console.log(`\nmain thread CPU by kind (ms)\n`);
console.log(`| merchant | visit | ${kinds.join(' | ')} |`);
console.log(`|---|---|${kinds.map(() => '---|').join('')}`);
for (const { merchant, visit: v, figures: f } of rows)
  console.log(`| ${merchant} | ${v} | ${kinds.map((k) => Math.round(f[`cpu_${k}`] ?? 0)).join(' | ')} |`);
process.exit(0);
