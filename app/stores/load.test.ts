import { describe, expect, it } from 'vitest';
import { Loader } from './load';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Loader', () => {
  it('goes idle → loading → ready and applies the answer', async () => {
    const loader = new Loader();
    let value = 0;
    expect(loader.state).toBe('idle');
    const read = deferred<number>();
    const run = loader.run(
      () => read.promise,
      (v) => {
        value = v;
      },
    );
    expect(loader.state).toBe('loading');
    read.resolve(7);
    expect(await run).toBe(true);
    expect(loader.state).toBe('ready');
    expect(value).toBe(7);
  });

  it('records the failure as error, never rejects, and a retry clears it', async () => {
    const loader = new Loader();
    const failure = new Error('down');
    expect(
      await loader.run(
        () => Promise.reject(failure),
        () => undefined,
      ),
    ).toBe(false);
    expect(loader.state).toBe('error');
    expect(loader.error).toBe(failure);
    await loader.run(
      async () => 1,
      () => undefined,
    );
    expect(loader.state).toBe('ready');
    expect(loader.error).toBeNull();
  });

  it('drops an answer a newer run overtook', async () => {
    const loader = new Loader();
    const applied: string[] = [];
    const slow = deferred<string>();
    const first = loader.run(
      () => slow.promise,
      (v) => applied.push(v),
    );
    await loader.run(
      async () => 'new',
      (v) => applied.push(v),
    );
    slow.resolve('old');
    expect(await first).toBe(false);
    expect(applied).toEqual(['new']);
  });

  it('with keepOnError, stays ready after a failed reload but still records the error', async () => {
    const loader = new Loader({ keepOnError: true });
    await loader.run(
      async () => 1,
      () => undefined,
    );
    const reload = deferred<number>();
    const run = loader.run(
      () => reload.promise,
      () => undefined,
    );
    expect(loader.state).toBe('ready');
    reload.reject(new Error('offline'));
    await run;
    expect(loader.state).toBe('ready');
    expect(loader.error).toBeInstanceOf(Error);
  });

  it('reset goes back to idle and drops a read in flight', async () => {
    const loader = new Loader();
    const read = deferred<number>();
    let value = 0;
    const run = loader.run(
      () => read.promise,
      (v) => {
        value = v;
      },
    );
    loader.reset();
    read.resolve(3);
    expect(await run).toBe(false);
    expect(loader.state).toBe('idle');
    expect(value).toBe(0);
  });
});
