// `npm run lighthouse`: Lighthouse's mobile profile (simulated slow 4G, 4x CPU) against the production
// build served with the simulator, as a player's phone would meet it: home, game list and login in each
// merchant (reached by its host name, `<code>.localhost`), three runs each, and a table of the medians.
//   npm run lighthouse -- --runs 1 --merchants aurum --pages home
// The CPU slowdown is Lighthouse's 4x by default. `--cpu-slowdown N` sets it; `--cpu-slowdown calibrated`
// measures the host first (Lighthouse's benchmark index, the median of three warm-up runs) and scales the 4x to it,
// as Lighthouse's throttling guide advises: 4x is meant for a host of about 1,750 (the middle of its
// high-end desktop bracket), so a host of 3,500 gets 8x and one of 1,000 about 2.3x. Tables of two hosts
// compare only when both were calibrated.
// `--critical-path` also prints, for each run, what Lighthouse's own simulation (Lantern) of the LCP
// waited for: every request and main-thread task of its pessimistic graph, by when it ends.
// `--blocking` prints, for each run, the main-thread tasks of Lighthouse's simulated TBT (its pessimistic
// simulation, tasks of 50 ms or more at the table's CPU slowdown) with what each task spent its time on:
// the trace events inside it by self time, and the script or function each call ran.
// The simulator serves HTTPS with HTTP/2, as a merchant's CDN does (a certificate for *.localhost made
// with openssl, which the browser is told to accept); `--http1` serves plain HTTP/1.1 instead, where a
// page's requests queue for six connections per host and Lantern's simulation queues them the same.
// The table's heading also names the host's cost of memory touched for the first time (µs per page),
// which the CPU index does not see and which makes every task of a cold load slower on some VMs.
// Builds first when dist/ (or DIST_DIR) is missing. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    merchants: { type: 'string', default: 'aurum,verde,lumen' },
    pages: { type: 'string', default: 'home,gameList,login' },
    out: { type: 'string', default: '.cache/lighthouse' },
    'critical-path': { type: 'boolean', default: false },
    blocking: { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const MERCHANTS = args.merchants.split(',');
const PAGES = { home: '/m/home', gameList: '/m/gameList?gameType=RNG', login: '/m/login' };
const pages = args.pages.split(',').filter((p) => p in PAGES);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's own CPU slowdown of its mobile profile, and the host benchmark index it is meant for. */
const DEFAULT_SLOWDOWN = 4;
const REFERENCE_BENCHMARK = 1750;
/** Warm-up runs whose benchmark readings calibrate the slowdown. */
const CALIBRATION_RUNS = 3;
const cpuSlowdownArg = args['cpu-slowdown'] ?? String(DEFAULT_SLOWDOWN);
const calibrate = cpuSlowdownArg === 'calibrated';
if (!calibrate && !(Number(cpuSlowdownArg) >= 1)) {
  throw new Error(`--cpu-slowdown takes a number of 1 or more, or 'calibrated' (got ${cpuSlowdownArg})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether the simulator answers `url` with a 2xx (its own certificate accepted: it made it). */
function answers(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode >= 200 && res.statusCode < 300);
    }).on('error', reject);
  });
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the simulator exited');
    try {
      if (await answers(url)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const byType = {};
  for (const r of requests) {
    const type = r.resourceType ?? 'Other';
    byType[type] ??= { count: 0, bytes: 0 };
    byType[type].count += 1;
    byType[type].bytes += r.transferSize ?? 0;
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: requests.length,
    byType,
    // Lighthouse's CPU benchmark of the host (its 4x slowdown is meant for about 1,750; a slower
    // host makes every main-thread figure worse than a phone would see).
    benchmark: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * The nodes of the last run's simulated LCP (its pessimistic graph), by end time: requests with their
 * size, and main-thread tasks of 30 ms or more (simulated, so at the table's CPU slowdown).
 */
async function printCriticalPath() {
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return;
  const rows = [...timings].map(([node, t]) => ({ node, ...t })).sort((a, b) => a.endTime - b.endTime);
  const ms = (n) => String(Math.round(n)).padStart(6);
  console.log('   start    end   took  simulated LCP path');
  for (const { node, startTime, endTime } of rows) {
    if (node.type === 'cpu' && endTime - startTime < 30) continue;
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${Math.round((node.request.transferSize ?? 0) / 1024)} kB ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
        : 'main-thread task';
    console.log(`${ms(startTime)} ${ms(endTime)} ${ms(endTime - startTime)}  ${what}`);
  }
}

/** What one trace event is, in a few words: its name, and the script or function it ran. */
function describeEvent(event) {
  const data = event.args?.data ?? {};
  const url = (data.url ?? data.stackTrace?.[0]?.url ?? '').split('/').pop();
  const fn = data.functionName ?? '';
  return [event.name, url, fn].filter(Boolean).join(' ');
}

/**
 * The tasks of the last run's simulated TBT (pessimistic), 50 ms or more at the table's slowdown, each
 * with its five heaviest kinds of trace event by self time (observed, unthrottled milliseconds).
 */
async function printBlockingTasks(fcp) {
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticTotalBlockingTime');
  if (!timings) return;
  const rows = [...timings]
    .map(([node, t]) => ({ node, ...t, duration: t.endTime - t.startTime }))
    .filter(({ node, duration }) => node.type === 'cpu' && duration >= 50)
    .sort((a, b) => a.startTime - b.startTime);
  const ms = (n) => String(Math.round(n)).padStart(6);
  console.log(`  start  took  blocks  (FCP ${Math.round(fcp)} ms; below, what the task ran: observed ms)`);
  for (const { node, startTime, duration } of rows) {
    const blocks = startTime >= fcp ? Math.round(duration - 50) : 0;
    // Self time: an event's duration less that of the events nested directly inside it.
    const events = [...node.childEvents].filter((e) => e.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = new Map();
    const stack = [];
    for (const event of events) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) self.set(parent, (self.get(parent) ?? 0) - event.dur);
      self.set(event, (self.get(event) ?? 0) + event.dur);
      stack.push(event);
    }
    const byKind = new Map();
    for (const [event, us] of self) {
      const kind = describeEvent(event);
      byKind.set(kind, (byKind.get(kind) ?? 0) + us / 1000);
    }
    const top = [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 5);
    const what = top.map(([kind, t]) => `${kind} ${t.toFixed(1)}`).join('; ');
    console.log(`${ms(startTime)} ${ms(duration)} ${ms(blocks)}  ${what}`);
  }
}

const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${distDir}/index.html`)) {
  console.log('Building the app…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** A self-signed certificate for localhost and *.localhost, made once into .cache/lighthouse-tls/. */
function certificate() {
  const dir = '.cache/lighthouse-tls';
  const key = `${dir}/key.pem`;
  const cert = `${dir}/cert.pem`;
  if (existsSync(key) && existsSync(cert)) return { key, cert };
  mkdirSync(dir, { recursive: true });
  const r = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'],
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) {
    throw new Error(`openssl could not make the certificate (or run with --http1): ${r.stderr ?? r.error}`);
  }
  return { key, cert };
}

const tls = args.http1 ? null : certificate();
const scheme = tls ? 'https' : 'http';
const port = await freePort();
const sim = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    SIM_DATA_FILE: `.data/lighthouse-${port}.sqlite`,
    SIM_FRESH: '1',
    ...(tls ? { SIM_TLS_KEY: tls.key, SIM_TLS_CERT: tls.cert } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => sim.kill());
await waitFor(`${scheme}://localhost:${port}/m/`, sim);

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(tls ? ['--ignore-certificate-errors'] : []),
  ],
});

mkdirSync(args.out, { recursive: true });
const rows = [];
/** Lighthouse on `url` with the CPU slowdown of this table. */
const runLighthouse = (url, cpuSlowdownMultiplier) =>
  lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier },
  });
let slowdown = Number(cpuSlowdownArg);
try {
  if (calibrate) {
    // The median of three warm-up runs' readings: on a shared host one reading has moved by up to a
    // fifth within a session.
    const readings = [];
    for (let i = 0; i < CALIBRATION_RUNS; i++) {
      const warmUp = await runLighthouse(
        `${scheme}://${MERCHANTS[0]}.localhost:${port}${PAGES[pages[0]]}`,
        DEFAULT_SLOWDOWN,
      );
      const reading = warmUp?.lhr.environment?.benchmarkIndex;
      if (!reading) throw new Error('a warm-up run reported no benchmark index');
      readings.push(reading);
    }
    const index = median(readings);
    slowdown = Math.max(1, Math.round((DEFAULT_SLOWDOWN * index * 10) / REFERENCE_BENCHMARK) / 10);
    console.log(
      `host CPU index ${Math.round(index)} (median of ${readings.map(Math.round).join(', ')}): CPU slowdown ${slowdown}x`,
    );
  }
  for (const merchant of MERCHANTS) {
    for (const page of pages) {
      const url = `${scheme}://${merchant}.localhost:${port}${PAGES[page]}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A run that Lighthouse itself gives up on (NO_FCP when the machine is too busy to paint in
        // time) is tried once more before the whole table fails.
        let result;
        for (let attempt = 1; attempt <= 2; attempt++) {
          result = await runLighthouse(url, slowdown);
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          if (!result.lhr.runtimeError) break;
          if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          console.log(`${url}: ${result.lhr.runtimeError.code}, trying again`);
        }
        runs.push(figures(result.lhr));
        if (args['critical-path']) {
          console.log(`\n${merchant} ${page}, run ${i + 1}: LCP ${Math.round(runs.at(-1).lcp)} ms`);
          await printCriticalPath();
        }
        if (args.blocking) {
          console.log(`\n${merchant} ${page}, run ${i + 1}: TBT ${Math.round(runs.at(-1).tbt)} ms`);
          await printBlockingTasks(runs.at(-1).fcp);
        }
        writeFileSync(`${args.out}/${merchant}-${page}-${i + 1}.json`, result.report);
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      // The run whose score is the median: its request breakdown stands for the page.
      const typical = runs.find((r) => r.score === pick('score')) ?? runs[0];
      rows.push({
        merchant,
        page,
        score: pick('score'),
        scores: runs.map((r) => r.score).join('/'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        benchmark: pick('benchmark'),
        requests: typical.requests,
        byType: typical.byType,
      });
      const row = rows.at(-1);
      console.log(`${merchant} ${page}: ${row.score} (runs ${row.scores})`);
    }
  }
} finally {
  await chrome.kill();
  sim.kill();
}

/**
 * The host's cost of memory touched for the first time, in µs per 4 KB page: a fresh renderer
 * process touches tens of thousands of pages on a cold load, and on some virtual machines (memory
 * handed back to the hypervisor and faulted in again) each costs ten times what it does on a phone
 * or a desktop. Lighthouse's benchmark index is a JavaScript loop and does not see it, so a table
 * from such a host is slower in every task than its CPU index says (README 'Speed').
 */
function firstTouchMicros() {
  const PAGE = 4096;
  const buffer = Buffer.allocUnsafeSlow(256 * 1024 * 1024);
  const start = process.hrtime.bigint();
  for (let i = 0; i < buffer.length; i += PAGE) buffer[i] = 1;
  return Number(process.hrtime.bigint() - start) / 1000 / (buffer.length / PAGE);
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${Math.round(bytes / 1024)} kB`;
const version = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
console.log(`\nhost memory: ${firstTouchMicros().toFixed(2)} µs per page touched for the first time`);
console.log(
  `\nLighthouse ${version}, mobile profile (slow 4G, ${slowdown}x CPU${calibrate ? ', calibrated to the host' : ''}), median of ${RUNS} run(s), ${tls ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}\n`,
);
console.log(
  '| merchant | page | score | FCP | LCP | TBT | CLS | host CPU index | requests (scripts, stylesheets, images, fonts) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const t = (type) => r.byType[type] ?? { count: 0, bytes: 0 };
  const detail = ['Script', 'Stylesheet', 'Image', 'Font']
    .map((type) => `${t(type).count} (${kb(t(type).bytes)})`)
    .join(', ');
  console.log(
    `| ${r.merchant} | ${r.page} | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.benchmark)} | ${r.requests}: ${detail} |`,
  );
}
writeFileSync(`${args.out}/summary.json`, JSON.stringify(rows, null, 2));
