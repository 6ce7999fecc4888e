import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it("asks for the browser's idle moment with the timeout, and cancels it", () => {
    const request = vi.fn((_cb: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = whenIdle(run, 1000, 200);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(run).not.toHaveBeenCalled();
    request.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits the fallback delay where the browser cannot say when it is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 5000, 3000);
    vi.advanceTimersByTime(2999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    const stop = whenIdle(later, 5000, 3000);
    stop();
    vi.advanceTimersByTime(5000);
    expect(later).not.toHaveBeenCalled();
  });
});
