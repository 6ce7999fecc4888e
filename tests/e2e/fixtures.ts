// One platform per Playwright worker. Tests reset the simulator, log members in and count SMS codes;
// with one shared platform, a reset in one worker would wipe the sessions another worker is using.
// Each worker therefore starts its own `simulator/main.ts` (the production build and the platform
// on one origin, a fresh database of its own) and points `baseURL` at it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** A port the OS says is free now, so parallel runs on one machine never share a simulator. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`simulator exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`simulator did not answer ${url} within 60 s:\n${log()}`);
}

export const test = base.extend<object, { platformURL: string }>({
  platformURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use, workerInfo) => {
      const port = process.env.E2E_PORT
        ? Number(process.env.E2E_PORT) + 1 + workerInfo.parallelIndex
        : await freePort();
      let output = '';
      const dataFile = `.data/e2e-${port}.sqlite`;
      const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          SIM_DATA_FILE: dataFile,
          SIM_FRESH: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      const url = `http://localhost:${port}`;
      // A worker that is torn down abruptly (a timed-out run) takes its simulator with it.
      const stop = () => child.kill();
      process.once('exit', stop);
      await waitForServer(`${url}/m/`, child, () => output);
      await use(url);
      process.off('exit', stop);
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dataFile}${suffix}`, { force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ platformURL }, use) => use(platformURL),
});

/**
 * A call to the simulator's control API (simulator/README.md: content, members, the clock) that
 * must succeed; its answer's value. `sim(request, 'post', '/__sim/clock/advance', { hours: 2 })`.
 */
export async function sim<T = { id: number }>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

export { expect };
export type { APIRequestContext, Page, Locator, Route, Request } from '@playwright/test';
