// The one place the app talks to the platform. Each call is declared once in the contract
// (method, path, auth need, request and response schemas); the client builds the request, adds the
// session token and merchant override, applies a timeout, retries idempotent reads with backoff,
// spaces throttled calls, shares identical in-flight reads, unwraps the platform's envelope and
// validates the value against the response schema. Every failure becomes an ApiError. Money and
// reward actions name their user intent: one Idempotency-Key per intent, kept until the platform
// has answered (across retries and a reload), and a second call for an intent in flight shares the
// first one's answer, so a double tap applies once whether or not the platform honours the key.
import * as z from '@contract/schema';
import {
  IDEMPOTENCY_HEADER,
  type CallDef,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from '@contract/define';
import { ApiError, ClientErrorCode } from './errors';

export type { CallDef, HttpMethod };

export interface TransportRequest {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body?: string | undefined;
  signal: AbortSignal;
}
export interface TransportResponse {
  status: number;
  json(): Promise<unknown>;
}
/** How requests leave the app: `fetch` in the product, a fake in tests and stories. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export const fetchTransport: Transport = async (req) => {
  const res = await fetch(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
    signal: req.signal,
    credentials: 'same-origin',
  });
  return { status: res.status, json: () => res.json() as Promise<unknown> };
};

export interface ClientOptions {
  transport: Transport;
  /** Prefix for every path; '' means the app's own origin. */
  baseUrl?: string;
  getToken: () => string | null;
  /** The test-mode merchant override (`?merchant=`), sent as X-Merchant-Code. */
  getMerchantOverride?: () => string | null;
  /** Called when the platform says the session expired or is invalid. */
  onSessionExpired?: (error: ApiError) => void;
  timeoutMs?: number;
  /** Extra attempts for idempotent reads (GET) after a transient failure. */
  retries?: number;
  /** First backoff delay; doubled for each further attempt. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * Where intent keys live until the platform has answered: sessionStorage in the app, so a reload
   * of the confirmation step sends the same key; in memory when not given.
   */
  intentStorage?: IntentStorage;
  /** Makes a new idempotency key (a random UUID). */
  newKey?: () => string;
  /**
   * Awaited before each call is checked against its contract and sent. The app passes `nextTask`:
   * checking a request (building its schemas on first use) and handing it to the network is a few
   * milliseconds at 1x CPU, so a screen that starts five reads at once made one long task of them
   * on a cheap phone; paced, each call starts in a task of its own. Absent: a call starts at once.
   */
  pace?: () => Promise<void>;
}

/** The part of a Storage the intent keys need. */
export interface IntentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of an intent's idempotency key. */
export const intentStorageKey = (intent: string) => `MC_INTENT:${intent}`;

/** A random UUID (v4); getRandomValues also where randomUUID is missing (plain http). */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function memoryIntentStorage(): IntentStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Minimum spacing between calls of this endpoint (SPEC §9: unread 250 ms, mark read 150 ms). */
  throttleMs?: number;
  headers?: Record<string, string>;
  /**
   * The user intent a money or reward action belongs to, named by the store so that it is the same
   * for the same action after a reload (e.g. `withdraw:<confirmation id>`): the call carries the
   * intent's Idempotency-Key and is retried like a read on transient failures.
   */
  intent?: string;
}

type Input = Record<string, unknown> | undefined;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The call's URL and body: `{name}` path segments are filled from the input, the rest goes to the
 * query string (GET, DELETE) or the JSON body. */
export function buildRequest(def: { method: HttpMethod; path: string }, input: Input) {
  const rest: Record<string, unknown> = { ...(input ?? {}) };
  const path = def.path.replace(/\{(\w+)\}|:(\w+)/g, (_m, a: string | undefined, b: string | undefined) => {
    const key = (a ?? b)!;
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null) throw new ApiError('INVALID_REQUEST', 0, '', { missing: key });
    return encodeURIComponent(String(value));
  });
  const inQuery = def.method === 'GET' || def.method === 'DELETE';
  if (inQuery) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) for (const item of v) qs.append(k, String(item));
      else qs.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    const q = qs.toString();
    return { path: q ? `${path}?${q}` : path, body: undefined };
  }
  return { path, body: Object.keys(rest).length || input ? JSON.stringify(rest) : undefined };
}

interface Envelope {
  success: boolean;
  code: unknown;
  message?: unknown;
  value?: unknown;
}

function isEnvelope(v: unknown): v is Envelope {
  return !!v && typeof v === 'object' && typeof (v as Envelope).success === 'boolean';
}

export class ApiClient {
  private readonly opts: Required<Omit<ClientOptions, 'onSessionExpired' | 'getMerchantOverride' | 'pace'>> &
    Pick<ClientOptions, 'onSessionExpired' | 'getMerchantOverride' | 'pace'>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly intentsInFlight = new Map<string, Promise<unknown>>();
  private readonly lastStart = new Map<string, number>();

  constructor(options: ClientOptions) {
    this.opts = {
      baseUrl: '',
      timeoutMs: 15_000,
      retries: 2,
      backoffMs: 300,
      sleep: defaultSleep,
      now: () => Date.now(),
      intentStorage: memoryIntentStorage(),
      newKey: randomKey,
      ...options,
    };
  }

  /** Performs a contract call and resolves with its validated value. */
  call<C extends CallDef>(def: C, input?: RequestOf<C>, options: CallOptions = {}): Promise<ResponseOf<C>> {
    const { intent } = options;
    if (intent === undefined) return this.send(def, input, options);
    // A second tap while the first is on its way gets the first one's answer.
    const pending = this.intentsInFlight.get(intent);
    if (pending) return pending as Promise<ResponseOf<C>>;
    const storage = this.opts.intentStorage;
    const storageKey = intentStorageKey(intent);
    let key = storage.getItem(storageKey);
    if (!key) {
      key = this.opts.newKey();
      storage.setItem(storageKey, key);
    }
    const run = this.send(def, input, {
      ...options,
      headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key },
    });
    this.intentsInFlight.set(intent, run);
    const settle = (keep: boolean) => {
      this.intentsInFlight.delete(intent);
      // Answered: the intent is done (or refused), so the next one gets a new key. Unanswered (the
      // network failed, the platform erred): the platform may have applied it, so the key stays
      // for the player's next try of the same intent.
      if (!keep) storage.removeItem(storageKey);
    };
    run.then(
      () => settle(false),
      (e: unknown) => settle(e instanceof ApiError && e.transient),
    );
    return run;
  }

  private send<C extends CallDef>(
    def: C,
    input: RequestOf<C> | undefined,
    options: CallOptions,
  ): Promise<ResponseOf<C>> {
    const { pace } = this.opts;
    return pace ? pace().then(() => this.start(def, input, options)) : this.start(def, input, options);
  }

  private start<C extends CallDef>(
    def: C,
    input: RequestOf<C> | undefined,
    options: CallOptions,
  ): Promise<ResponseOf<C>> {
    type Res = ResponseOf<C>;
    if (input !== undefined) {
      const checked = z.safeParse(def.request, input);
      if (!checked.success) return Promise.reject(new ApiError('INVALID_REQUEST', 0, '', checked.error));
    }
    const token = this.opts.getToken();
    if (def.auth === 'member' && !token) {
      return Promise.reject(new ApiError(ClientErrorCode.notLoggedIn, 401, ''));
    }
    let built: { path: string; body: string | undefined };
    try {
      built = buildRequest(def, input as Input);
    } catch (e) {
      return Promise.reject(e);
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (built.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token && def.auth !== 'none') headers.Authorization = `Bearer ${token}`;
    const merchant = this.opts.getMerchantOverride?.();
    if (merchant) headers['X-Merchant-Code'] = merchant;

    const url = `${this.opts.baseUrl}${built.path}`;
    const isRead = def.method === 'GET';
    // Identical reads in flight share one request (the token is part of the identity).
    const key = `${def.method} ${url} ${token ?? ''} ${merchant ?? ''}`;
    if (isRead) {
      const pending = this.inFlight.get(key);
      if (pending) return pending as Promise<Res>;
    }
    const run = this.run<Res>(def, url, headers, built.body, options, Boolean(token));
    if (isRead) {
      this.inFlight.set(key, run);
      const forget = () => {
        if (this.inFlight.get(key) === run) this.inFlight.delete(key);
      };
      run.then(forget, forget);
    }
    return run;
  }

  private async run<Res>(
    def: CallDef,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
    sentToken: boolean,
  ): Promise<Res> {
    if (options.throttleMs) await this.waitForSlot(`${def.method} ${def.path}`, options.throttleMs);
    // Reads, and actions carrying an idempotency key, are safe to repeat.
    const attempts = def.method === 'GET' || options.intent !== undefined ? this.opts.retries + 1 : 1;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(def, url, headers, body, options, sentToken);
      } catch (e) {
        const retry =
          e instanceof ApiError && e.transient && attempt + 1 < attempts && !options.signal?.aborted;
        if (!retry) throw e;
        await this.opts.sleep(this.opts.backoffMs * 2 ** attempt);
      }
    }
  }

  /** Spaces calls of one endpoint at least `ms` apart (a throttle that never drops a call). */
  private async waitForSlot(key: string, ms: number) {
    const now = this.opts.now();
    const last = this.lastStart.get(key);
    const start = last === undefined ? now : Math.max(now, last + ms);
    this.lastStart.set(key, start);
    if (start > now) await this.opts.sleep(start - now);
  }

  private async once<Res>(
    def: CallDef,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
    sentToken: boolean,
  ): Promise<Res> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? this.opts.timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let status = 0;
    let payload: unknown;
    try {
      const res = await this.opts.transport({
        method: def.method,
        url,
        headers,
        body,
        signal: controller.signal,
      });
      status = res.status;
      try {
        payload = await res.json();
      } catch {
        payload = undefined;
      }
    } catch {
      if (timedOut) throw new ApiError(ClientErrorCode.timeout, 0, '');
      if (options.signal?.aborted) throw new ApiError(ClientErrorCode.aborted, 0, '');
      throw new ApiError(ClientErrorCode.network, 0, '');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    if (!isEnvelope(payload)) {
      // No envelope: a proxy error page, an empty body or a broken platform.
      if (status >= 400)
        throw new ApiError(status === 503 ? 'MAINTENANCE' : ClientErrorCode.http, status, '');
      throw new ApiError(ClientErrorCode.malformed, status, '');
    }
    if (!payload.success) {
      const code =
        typeof payload.code === 'string' ? payload.code : String(payload.code ?? ClientErrorCode.http);
      const messageKey = typeof payload.message === 'string' ? payload.message : '';
      const error = new ApiError(code, status, messageKey, payload.value);
      if (sentToken && (status === 401 || code === ClientErrorCode.sessionExpired))
        this.opts.onSessionExpired?.(error);
      throw error;
    }
    const parsed = z.safeParse(def.response, payload.value);
    if (!parsed.success) throw new ApiError(ClientErrorCode.malformed, status, '', parsed.error);
    return parsed.data as Res;
  }
}
