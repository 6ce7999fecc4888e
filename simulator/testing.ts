// Helpers for tests that drive the platform in-process (Hono's app.request) through the app's real
// API client and the shared contract, including the request encryption.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, type Transport } from '../app/api/client.ts';
import { ApiError } from '../app/api/errors.ts';
import { contract } from '../contract/index.ts';
import { ENCRYPTION_HEADER, type PayloadOf } from '../contract/define.ts';
import {
  ENCRYPTION_SCHEME,
  encryptPayload,
  importPublicKey,
  type PlatformPublicKey,
} from '../contract/crypto.ts';
import type * as z from '../contract/schema.ts';
import { createPlatform, type PlatformHandle, type PlatformOptions } from './server.ts';
import { DEMO_PASSWORD } from './seed/index.ts';

export interface TestPlatform extends PlatformHandle {
  dir: string;
  dataFile: string;
  /** The platform clock; tests may move it. */
  clock: { now: number };
  /** The app's API client over the in-process platform (`address`: the client's socket address). */
  client(options?: {
    token?: string | null;
    merchant?: string;
    headers?: Record<string, string>;
    address?: string;
  }): ApiClient;
  /** A raw request (for what the client would refuse to send). */
  request(path: string, init?: RequestInit & { token?: string; merchant?: string }): Promise<Response>;
  publicKey(): Promise<PlatformPublicKey>;
  /** Encrypts a payload for an encrypted call, as the app does. */
  encrypt(call: { path: string }, payload: unknown): Promise<z.output<typeof contract.login.request>>;
  login(username?: string, merchant?: string): Promise<string>;
  /** Restarts the platform on the same database file. */
  restart(extra?: Partial<PlatformOptions>): Promise<TestPlatform>;
  dispose(): void;
}

export const TEST_START = Date.parse('2026-11-22T10:00:00Z');

/** What Node's adapter gives a request: the socket, for the client's address. */
export const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

export function honoTransport(
  app: PlatformHandle['app'],
  extraHeaders: Record<string, string> = {},
  address?: string,
): Transport {
  return async (req) => {
    const init = {
      method: req.method,
      headers: { ...req.headers, ...extraHeaders },
      body: req.body ?? null,
      signal: req.signal,
    };
    const res = await (address
      ? app.request(req.url, init, fromAddress(address))
      : app.request(req.url, init));
    return { status: res.status, json: () => res.json() as Promise<unknown> };
  };
}

export async function startTestPlatform(
  options: Partial<PlatformOptions> = {},
  existing?: { dir: string; clock: { now: number } },
): Promise<TestPlatform> {
  const dir = existing?.dir ?? mkdtempSync(join(tmpdir(), 'sim-test-'));
  const dataFile = join(dir, 'platform.sqlite');
  const clock = existing?.clock ?? { now: TEST_START };
  const handle = await createPlatform({ dataFile, now: () => clock.now, ...options });
  let key: Promise<PlatformPublicKey> | undefined;
  const tp: TestPlatform = {
    ...handle,
    dir,
    dataFile,
    clock,
    client: ({ token = null, merchant, headers = {}, address } = {}) =>
      new ApiClient({
        transport: honoTransport(handle.app, headers, address),
        getToken: () => token,
        getMerchantOverride: () => merchant ?? null,
        retries: 0,
        sleep: async () => {},
      }),
    request: (path, init = {}) => {
      const { token, merchant, headers, ...rest } = init;
      const h = new Headers(headers);
      if (token) h.set('Authorization', `Bearer ${token}`);
      if (merchant) h.set('X-Merchant-Code', merchant);
      if (rest.body && !h.has('content-type')) h.set('content-type', 'application/json');
      return Promise.resolve(handle.app.request(path, { ...rest, headers: h }));
    },
    publicKey: () => (key ??= tp.client().call(contract.publicKey, {}).then(importPublicKey)),
    encrypt: async (call, payload) => encryptPayload(payload, await tp.publicKey(), call.path, clock.now),
    login: async (username = 'demo_member', merchant) => {
      const body = await tp.encrypt(contract.login, { type: 'username', username, password: DEMO_PASSWORD });
      const grant = await tp
        .client({ merchant })
        .call(contract.login, body, { headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME } });
      return grant.token;
    },
    restart: async (extra = {}) => {
      handle.close();
      return startTestPlatform({ ...options, ...extra }, { dir, clock });
    },
    dispose: () => {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return tp;
}

export const encryptionHeaders = { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };

/** Back to the seed at the start time (the clock and the control API's reset): a test's `beforeEach`. */
export async function resetPlatform(tp: TestPlatform): Promise<void> {
  tp.clock.now = TEST_START;
  const res = await tp.request('/__sim/reset', { method: 'POST' });
  if (res.status !== 200) throw new Error(`the platform did not reset (${res.status})`);
}

export type RegistrationPayload = PayloadOf<typeof contract.register>;

/**
 * A registration as the app's form sends it: a username registration from the H5 page with every
 * optional field empty, changed by `over`.
 */
export function registrationPayload(over: Partial<RegistrationPayload> = {}): RegistrationPayload {
  return {
    registerMethod: 'H5',
    registerType: 'username',
    registerUrl: 'http://localhost/m/register',
    domain: 'localhost',
    countryDialingCode: '+351',
    username: 'newplayer1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    mobileNum: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    captcha: '',
    captchaId: '',
    verificationCode: '',
    type: 0,
    ...over,
  };
}

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

/** A human check the platform accepts once: a fresh captcha and its answer (read through /__sim). */
export async function humanCheck(
  tp: TestPlatform,
  merchant?: string,
): Promise<{ captchaId: string; captcha: string }> {
  const c = await tp.client({ merchant }).call(contract.captcha, {});
  const res = await tp.request(`/__sim/captcha/${c.captchaId}`);
  const answer = ((await res.json()) as { value: { answer: string } }).value.answer;
  return { captchaId: c.captchaId, captcha: answer };
}
