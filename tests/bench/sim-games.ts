// Benchmark: the platform simulator seeded with 10,000 games answering one page of 25.
// Run: node --import tsx tests/bench/sim-games.ts   (target: median under 5 ms)
// Measures in-process (Hono app.request: routing, validation, SQLite, JSON) and over real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createPlatform } from '../../simulator/server.ts';

const SLOTS_PER_VENDOR = 2416; // four slot vendors: with the other categories, 10,000+ games
const RUNS = 400;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95), min: s[0]! };
}
const fmt = (n: number) => `${n.toFixed(3)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'sim-bench-'));
const seedStart = performance.now();
const h = await createPlatform({ dataFile: join(dir, 'bench.sqlite'), slotCount: SLOTS_PER_VENDOR });
const seedMs = performance.now() - seedStart;
const total = h.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM games')!.n;
console.log(`Seeded ${total} games in ${seedMs.toFixed(0)} ms`);

const rng = (() => {
  let a = 42;
  return () => (a = (a * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
})();
const pages = Math.ceil(
  h.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM games WHERE game_type = 'RNG'")!.n / 25,
);
const SEARCH = h.db
  .all<{ names: string }>("SELECT names FROM games WHERE game_type = 'RNG' ORDER BY node_id")
  .map((r) => (JSON.parse(r.names) as { EN: string }).EN);
const queries: [string, () => string][] = [
  [
    'RNG page',
    () => `/wps/game/list?gameType=RNG&pageNo=${1 + Math.floor(rng() * pages)}&pageSize=25&language=EN`,
  ],
  [
    'vendor page',
    () =>
      `/wps/game/list?gameType=RNG&vassalage=PP&pageNo=${1 + Math.floor(rng() * 90)}&pageSize=25&language=PT`,
  ],
  // Search terms vary per request (counts are cached per filter, so a repeated term would flatter
  // it): a random 4-6 letter piece of a random game's English name.
  [
    'name search',
    () => {
      const name = SEARCH[Math.floor(rng() * SEARCH.length)]!;
      const len = 4 + Math.floor(rng() * 3);
      const at = Math.floor(rng() * Math.max(1, name.length - len));
      return `/wps/game/list?gameType=RNG&gameName=${encodeURIComponent(name.slice(at, at + len))}&pageNo=1&pageSize=25&language=EN`;
    },
  ],
];

let failed = false;
for (const [label, next] of queries) {
  for (let i = 0; i < 30; i++) await h.app.request(next()); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const url = next();
    const t0 = performance.now();
    const res = await h.app.request(url);
    const body = (await res.json()) as { value: { games: unknown[] } };
    samples.push(performance.now() - t0);
    if (body.value.games.length === 0 && label !== 'name search') throw new Error(`empty page for ${url}`);
  }
  const s = stats(samples);
  console.log(`in-process ${label.padEnd(12)} median ${fmt(s.median)}  p95 ${fmt(s.p95)}  min ${fmt(s.min)}`);
  if (label === 'RNG page' && s.median >= 5) failed = true;
}

const server = serve({ fetch: h.app.fetch, port: 0 });
await new Promise((r) => server.once('listening', r));
const port = (server.address() as { port: number }).port;
const samples: number[] = [];
for (let i = 0; i < RUNS + 30; i++) {
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${queries[0]![1]()}`);
  await res.json();
  if (i >= 30) samples.push(performance.now() - t0);
}
const s = stats(samples);
console.log(`over HTTP  RNG page     median ${fmt(s.median)}  p95 ${fmt(s.p95)}  min ${fmt(s.min)}`);
server.close();
h.close();
rmSync(dir, { recursive: true, force: true });
console.log(failed ? 'FAIL: median above 5 ms' : 'OK: median under 5 ms');
process.exit(failed ? 1 : 0);
