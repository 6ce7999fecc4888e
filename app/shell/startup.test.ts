import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartTimeoutError, withDeadline } from './startup';

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
});
