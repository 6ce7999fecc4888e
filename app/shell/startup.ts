// Start-up deadlines and early requests. Every wait between the HTML and the first screen (the
// catalogue, the theme, the platform's status, a screen's chunk) has a deadline, so a wait that never
// ends turns into the translated 'loading failed, tap to retry' state instead of a spinner that spins
// for ever. The platform calls every start needs are started by index.html and picked up here.
import type { Transport } from '../api/client';

/** How long one start-up step may take before the player is offered a retry. */
export const START_TIMEOUT_MS = 12_000;

export class StartTimeoutError extends Error {
  constructor(readonly step: string) {
    super(`${step} did not finish within ${START_TIMEOUT_MS} ms`);
    this.name = 'StartTimeoutError';
  }
}

/**
 * Resolves in a task of its own, so the work after it is not part of the current one: start-up cuts
 * its main-thread work into pieces a cheap phone can answer a tap between (a task over 50 ms is a
 * long task). `scheduler.yield()` where the browser has it (the continuation runs before other
 * queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Settles like `promise`, or rejects with a StartTimeoutError once `ms` have passed. The underlying
 * work is not cancelled: a download that finishes late is still cached, so a retry is quick.
 */
export function withDeadline<T>(promise: Promise<T>, step: string, ms = START_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The steps that ran out of time, in the order they did, for whoever looks at a report of a
      // stuck start (the catalogue and the theme can both run out while one slow network holds them).
      const { dataset } = document.documentElement;
      dataset.startTimeout = dataset.startTimeout ? `${dataset.startTimeout}, ${step}` : step;
      reject(new StartTimeoutError(step));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Requests index.html starts before any JavaScript has downloaded (the platform's status, the site
 * settings and the banners), by URL, each waiting for its answer. The inline script there fills it
 * only on a plain start: no test-mode merchant override, and it sends no session token.
 */
export type EarlyRequests = Record<string, Promise<Response>>;

declare global {
  interface Window {
    /** Filled by index.html's inline start-up script (see EarlyRequests). */
    mcEarly?: EarlyRequests;
    /** The random draw index.html picked the splash banner's image CDN with (see pageImageDraw). */
    mcImageDraw?: number;
  }
}

/** Settles like `promise`, or rejects as soon as `signal` aborts (the client's timeout or caller). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The early answers have usually all arrived by the time the app asks for them, so read one after
 * another they were one task: checking each against its contract and applying it to its store (the
 * game list's first page alone about 40 ms at 4x CPU). Each is read in a task of its own instead.
 */
async function inTaskOfItsOwn(body: unknown): Promise<unknown> {
  await nextTask();
  return body;
}

/**
 * A transport that answers a GET from the request index.html already started for the same URL (once
 * each), so the start-up calls run while the scripts download instead of after them; everything
 * else, and an early request that failed, goes through `base`. A request that carries a session
 * token or a merchant override is never answered early: the early ones carry neither.
 */
export function earlyTransport(base: Transport, early: EarlyRequests | undefined): Transport {
  if (!early) return base;
  return (req) => {
    const started = req.method === 'GET' ? early[req.url] : undefined;
    if (!started || 'Authorization' in req.headers || 'X-Merchant-Code' in req.headers) return base(req);
    delete early[req.url];
    return untilAborted(started, req.signal).then(
      (res) => ({ status: res.status, json: () => res.json().then(inTaskOfItsOwn) }),
      () => base(req),
    );
  };
}

/**
 * The merchant code the platform's early status answer names, read from a copy of it (the app
 * still gets the answer itself); null without an early status call or when it fails. Call it before
 * the app starts its own status call, which takes the early request.
 */
export function earlyMerchant(early: EarlyRequests | undefined): Promise<string | null> {
  const status = early?.['/wps/system/status'];
  if (!status) return Promise.resolve(null);
  return status
    .then((res) => res.clone().json() as Promise<{ value?: { merchantCode?: unknown } } | null>)
    .then((body) => {
      const code = body?.value?.merchantCode;
      return typeof code === 'string' ? code : null;
    })
    .catch(() => null);
}

let ownDraw: number | undefined;

/**
 * The random draw that picks this page's image CDN (SPEC §9: chosen at random from the list). It is
 * the one index.html's start-up script drew, so the banner the splash shows and the app's are one
 * URL (one download); without it, one drawn here, once per page, so every settings answer (the
 * cached one, then the fresh one) keeps the images on the same host and in the browser's cache.
 */
export function pageImageDraw(): number {
  const early = window.mcImageDraw;
  if (typeof early === 'number' && early >= 0 && early < 1) return early;
  ownDraw ??= Math.random();
  return ownDraw;
}
