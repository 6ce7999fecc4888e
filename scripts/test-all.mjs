// `npm test`: every gate in one command. Each step prints its own output, then a summary table,
// and the very last line is `N passed, N failed` summed over every suite.
//   lint, format, type check: one check each (lint counts one per file)
//   vitest (unit, component, storybook + visual): one per test
//   build; budgets: one per merchant's first load (Playwright) and per theme budget; e2e: one per test
// Format and type check run beside lint (each is one process on one core), their output printed
// once lint is done; their times in the summary overlap lint's.
// Set TEST_ONLY=lint,vitest,... to run a subset.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const only = process.env.TEST_ONLY?.split(',');
const results = [];
mkdirSync('.cache', { recursive: true });

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return r.status ?? 1;
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
/**
 * Starts `npx <args>` in the background with its output in a file; resolves, once it has ended,
 * with its exit status and how long it took. Printed by `printed` when its step is reported.
 */
function background(name, args) {
  if (only && !only.includes(name)) return null;
  const log = `.cache/${name}.log`;
  const fd = openSync(log, 'w');
  const started = Date.now();
  const child = spawn('npx', args, { stdio: ['ignore', fd, fd] });
  return new Promise((resolve) => {
    const end = (status) => {
      closeSync(fd);
      resolve({ args, log, status, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    };
    child.on('error', () => end(1));
    child.on('close', (code) => end(code ?? 1));
  });
}
async function printed(pending) {
  const r = await pending;
  console.log(`\n$ npx ${r.args.join(' ')}`);
  process.stdout.write(readFileSync(r.log, 'utf8'));
  return r;
}
async function step(name, fn) {
  if (only && !only.includes(name)) return;
  const started = Date.now();
  const { passed, failed, seconds, failures = [], flaky = [] } = await fn();
  results.push({
    name,
    passed,
    failed,
    failures,
    flaky,
    seconds: seconds ?? ((Date.now() - started) / 1000).toFixed(1),
  });
}
/** The first line of a failure's message, cut to a length a summary line can carry. */
function firstLine(message = '') {
  const line =
    String(message)
      .split('\n')
      .find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 400);
}
/** Failed tests in Vitest's JSON report, as `file › name: message`. */
function vitestFailures(report) {
  const cwd = process.cwd() + '/';
  return (report?.testResults ?? []).flatMap((file) => {
    const path = String(file.name).replace(cwd, '');
    const tests = file.assertionResults ?? [];
    const failed = tests
      .filter((t) => t.status === 'failed')
      .map((t) => `${path} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    // A file that failed before any of its tests ran (an import, a frame that never started).
    return failed.length === 0 && file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : failed;
  });
}
/** Playwright's JSON report, walked for tests that failed, and tests that passed only on a retry. */
function playwrightOutcomes(report) {
  const failures = [];
  const flaky = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].filter(Boolean).join(' › ');
        const last = test.results?.at(-1);
        if (test.status === 'unexpected') failures.push(`${name}: ${firstLine(last?.error?.message)}`);
        if (test.status === 'flaky') flaky.push(name);
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return { failures, flaky };
}
const npx = (args, env) => run('npx', args, env);

await step('generate', () => {
  const failed = [run('npm', ['run', 'tokens']), run('npm', ['run', 'i18n:compile'])].filter(
    (s) => s !== 0,
  ).length;
  return { passed: 2 - failed, failed };
});

const formatCheck = background('format', ['prettier', '--check', '.', '--log-level', 'warn']);
const typeCheck = background('typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']);

await step('lint', () => {
  const out = '.cache/eslint.json';
  const cache = ['--cache', '--cache-location', '.cache/eslintcache'];
  const status = npx(['eslint', '.', ...cache, '--max-warnings', '0', '-f', 'json', '-o', out]);
  npx(['eslint', '.', ...cache, '--max-warnings', '0']); // the same run, human-readable (cached)
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.filter((f) => f.errorCount + f.warningCount > 0).length;
  return { passed: report.length - failed, failed: status !== 0 && failed === 0 ? 1 : failed };
});

for (const [name, pending] of [
  ['format', formatCheck],
  ['typecheck', typeCheck],
]) {
  await step(name, async () => {
    const { status, seconds } = await printed(pending);
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds };
  });
}

await step('vitest', () => {
  const out = '.cache/vitest.json';
  const flakyOut = '.cache/vitest-flaky.json';
  rmSync(out, { force: true });
  rmSync(flakyOut, { force: true });
  const reporters = [
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-flaky-reporter.mjs',
  ];
  const status = npx(['vitest', 'run', ...reporters, `--outputFile.json=${out}`], {
    VITEST_FLAKY_FILE: flakyOut,
  });
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return {
    passed: report.numPassedTests,
    failed,
    failures: vitestFailures(report),
    flaky: readJson(flakyOut) ?? [],
  };
});

// The app and the theme studio (its own build in dist/studio, served at /studio), as `npm run build`.
await step('build', () =>
  run('npx', ['vite', 'build', '--logLevel', 'warn']) === 0 &&
  run('npx', ['vite', 'build', '-c', 'studio/vite.config.ts', '--logLevel', 'warn']) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 },
);

// The first-load budget (tests/e2e/budget-first-load.spec.ts: what a cold /m/home downloads in a
// browser, per merchant) and each theme chunk's size (size-limit); the e2e step leaves the former out.
const FIRST_LOAD_SPEC = 'tests/e2e/budget-first-load.spec.ts';
await step('budgets', () => {
  if (!existsSync('dist/.vite/manifest.json')) return { passed: 0, failed: 1 };
  const out = '.cache/playwright-budget.json';
  rmSync(out, { force: true });
  const status = npx(['playwright', 'test', FIRST_LOAD_SPEC, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const browserReport = readJson(out);
  const browser = browserReport?.stats;
  const { failures, flaky } = playwrightOutcomes(browserReport);
  let passed = (browser?.expected ?? 0) + (browser?.flaky ?? 0);
  let failed = (browser?.unexpected ?? 0) + (status !== 0 && !browser?.unexpected ? 1 : 0);
  npx(['size-limit']);
  const r = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
  try {
    const report = JSON.parse(r.stdout);
    const over = report.filter((b) => !b.passed).length;
    passed += report.length - over;
    failed += over;
    for (const b of report.filter((x) => !x.passed)) failures.push(`size-limit › ${b.name}: over its limit`);
  } catch {
    failed += 1;
  }
  return { passed, failed, failures, flaky };
});

await step('e2e', () => {
  const out = '.cache/playwright.json';
  rmSync(out, { force: true });
  const status = npx(['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    E2E_SKIP_BUDGET: '1',
  });
  const report = readJson(out);
  if (!report) return { passed: 0, failed: 1 };
  const { expected = 0, unexpected = 0, flaky: retried = 0 } = report.stats ?? {};
  const failed = unexpected + (status !== 0 && unexpected === 0 ? 1 : 0);
  return { passed: expected + retried, failed, ...playwrightOutcomes(report) };
});

// The tests that failed, and those that passed only when run again, named just above the summary:
// a CI log is often read from its end.
for (const [heading, key] of [
  ['Failed', 'failures'],
  ['Passed only on a retry', 'flaky'],
]) {
  const lines = results.flatMap((r) => r[key].map((line) => `  ${r.name.padEnd(10)} ${line}`));
  if (lines.length) console.log(`\n${heading}\n${lines.join('\n')}`);
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds} s)`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
