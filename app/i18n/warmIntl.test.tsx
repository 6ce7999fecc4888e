import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads the language in a worker and lets it go once done', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    expect(await warmIntl('th')).toBe(true);
    expect(post).toHaveBeenCalledWith('th');
    expect(terminate).toHaveBeenCalledOnce();
  });

  it('settles when the worker cannot run, and refuses a script from another origin', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    expect(await warmIntl('pt', '/no-such-worker.js')).toBe(false);
    expect(terminate).toHaveBeenCalledOnce();
    const created = vi.spyOn(globalThis, 'Worker');
    expect(await warmIntl('pt', 'http://elsewhere.example/worker.js')).toBe(false);
    expect(created).not.toHaveBeenCalled();
  });
});
