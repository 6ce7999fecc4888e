import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from '../api/client';
import { platformLanguage } from '../i18n/locales';
import {
  earlyMerchant,
  earlyTransport,
  nextTask,
  pageImageDraw,
  StartTimeoutError,
  withDeadline,
} from './startup';

describe('withDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { documentElement: { dataset: {} as Record<string, string> } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles with the promise when it is in time', async () => {
    const result = withDeadline(Promise.resolve(42), 'catalogue', 1000);
    await expect(result).resolves.toBe(42);
  });

  it('passes a failure through', async () => {
    const result = withDeadline(Promise.reject(new Error('offline')), 'theme', 1000);
    await expect(result).rejects.toThrow('offline');
  });

  it('rejects with the step that ran out of time and marks the document', async () => {
    const never = new Promise<never>(() => undefined);
    const result = withDeadline(never, 'screen home/HomeScreen', 1000);
    const caught = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(document.documentElement.dataset.startTimeout).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(StartTimeoutError);
    expect((error as StartTimeoutError).step).toBe('screen home/HomeScreen');
    expect(document.documentElement.dataset.startTimeout).toBe('screen home/HomeScreen');
  });

  it('lists every step that ran out of time, in order', async () => {
    const never = new Promise<never>(() => undefined);
    const catalogue = withDeadline(never, 'catalogue', 1000).catch(() => undefined);
    const theme = withDeadline(never, 'theme', 1500).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1500);
    await Promise.all([catalogue, theme]);
    expect(document.documentElement.dataset.startTimeout).toBe('catalogue, theme');
  });
});

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a task of its own, after the work already queued', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    setTimeout(() => order.push('timer queued after'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});

describe('early requests', () => {
  const json = (value: unknown) => new Response(JSON.stringify({ success: true, code: 0, value }));
  const request = (url: string, headers: Record<string, string> = {}): TransportRequest => ({
    method: 'GET',
    url,
    headers: { Accept: 'application/json', ...headers },
    signal: new AbortController().signal,
  });
  const base = vi.fn<Transport>(() => Promise.resolve({ status: 200, json: () => Promise.resolve('base') }));
  afterEach(() => base.mockClear());

  it('answers a GET from the request index.html started for its URL, once', async () => {
    const early = { '/wps/system/status': Promise.resolve(json({ merchantCode: 'verde' })) };
    const transport = earlyTransport(base, early);
    const first = await transport(request('/wps/system/status'));
    expect(await first.json()).toMatchObject({ value: { merchantCode: 'verde' } });
    expect(base).not.toHaveBeenCalled();
    await transport(request('/wps/system/status'));
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('never answers early a request with a session token or a merchant override, or another URL', async () => {
    const early = {
      '/wps/banner/list?language=PT': Promise.resolve(json([])),
      '/wps/system/status': Promise.resolve(json({})),
    };
    const transport = earlyTransport(base, early);
    await transport(request('/wps/banner/list?language=PT', { Authorization: 'Bearer t' }));
    await transport(request('/wps/system/status', { 'X-Merchant-Code': 'lumen' }));
    await transport(request('/wps/banner/list?language=EN'));
    expect(base).toHaveBeenCalledTimes(3);
  });

  it('reads each early answer in a task of its own, not in the one that asked for it', async () => {
    const early = { '/wps/system/status': Promise.resolve(json({ merchantCode: 'verde' })) };
    const answer = await earlyTransport(base, early)(request('/wps/system/status'));
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    order.push(((await answer.json()) as { value: { merchantCode: string } }).value.merchantCode);
    expect(order).toEqual(['a task queued before', 'verde']);
  });

  it('asks again through the normal transport when the early request failed', async () => {
    const early = { '/wps/system/status': Promise.reject(new TypeError('offline')) };
    const answer = await earlyTransport(base, early)(request('/wps/system/status'));
    expect(await answer.json()).toBe('base');
  });

  it('reads the merchant from a copy of the early status answer, leaving the answer to the app', async () => {
    const early = { '/wps/system/status': Promise.resolve(json({ merchantCode: 'lumen' })) };
    const merchant = earlyMerchant(early);
    const answer = await earlyTransport(base, early)(request('/wps/system/status'));
    expect(await merchant).toBe('lumen');
    expect(await answer.json()).toMatchObject({ value: { merchantCode: 'lumen' } });
    expect(await earlyMerchant(undefined)).toBeNull();
  });

  it("index.html's language table is the app's", () => {
    const html = readFileSync('index.html', 'utf8');
    const table = /var language = (\{[^}]+\})/.exec(html)?.[1];
    expect(table).toBeDefined();
    const parsed = Object.fromEntries(
      [...table!.matchAll(/'?([\w-]+)'?: '(\w+)'/g)].map((m) => [m[1], m[2]]),
    );
    expect(parsed).toEqual(platformLanguage);
  });
});

describe('pageImageDraw', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is index.html's draw when it made one, else one draw that every call of the page shares", () => {
    const page: { mcImageDraw?: number } = { mcImageDraw: 0.75 };
    vi.stubGlobal('window', page);
    expect(pageImageDraw()).toBe(0.75);
    // Anything but a draw in [0, 1) is not one.
    page.mcImageDraw = 3;
    const own = pageImageDraw();
    expect(own).toBeGreaterThanOrEqual(0);
    expect(own).toBeLessThan(1);
    delete page.mcImageDraw;
    expect(pageImageDraw()).toBe(own);
  });
});
