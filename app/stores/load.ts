// The one way a store loads data: a `LoadState` that every store and screen reads the same way,
// and a `Loader` that runs a read, applies its answer and records the state and the error.
//
//   idle ──run()──▶ loading ──answer──▶ ready
//                          └──failure──▶ error   (run() again to retry)
//
// A read that a newer run() overtook is dropped, so a slow answer never overwrites a newer one.
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

export interface LoaderOptions {
  /**
   * A failure after a first success leaves the state 'ready' (what is shown stays usable; the error
   * is still recorded). Without it, any failure is 'error'.
   */
  keepOnError?: boolean;
}

export class Loader {
  state: LoadState = 'idle';
  error: unknown = null;
  private seq = 0;
  private loadedOnce = false;

  constructor(private readonly options: LoaderOptions = {}) {
    makeAutoObservable<Loader, 'seq' | 'loadedOnce' | 'options'>(this, {
      seq: false,
      loadedOnce: false,
      options: false,
    });
  }

  get loading(): boolean {
    return this.state === 'loading';
  }

  get ready(): boolean {
    return this.state === 'ready';
  }

  /**
   * Runs `read` and hands its answer to `apply` (inside an action), unless a newer run started
   * meanwhile. Resolves to whether the answer was applied; it never rejects: the failure is in
   * `error`.
   */
  async run<T>(read: () => Promise<T>, apply: (value: T) => void): Promise<boolean> {
    const seq = ++this.seq;
    if (!(this.options.keepOnError && this.loadedOnce)) this.state = 'loading';
    this.error = null;
    try {
      const value = await read();
      if (seq !== this.seq) return false;
      runInAction(() => {
        apply(value);
        this.loadedOnce = true;
        this.state = 'ready';
      });
      return true;
    } catch (e) {
      if (seq !== this.seq) return false;
      runInAction(() => {
        this.error = e;
        this.state = this.options.keepOnError && this.loadedOnce ? 'ready' : 'error';
      });
      return false;
    }
  }

  /**
   * Starts 'ready' with an answer already in hand (`apply` runs inside an action), as if a read had
   * answered: a store built after its data arrived renders it at once, and a later `run()` that
   * brings the same answer changes nothing a screen reads.
   */
  settle<T>(value: T, apply: (value: T) => void) {
    runInAction(() => {
      apply(value);
      this.loadedOnce = true;
      this.state = 'ready';
      this.error = null;
    });
  }

  /** Forgets everything (logout): back to 'idle', and a read in flight is dropped. */
  reset() {
    this.seq++;
    this.loadedOnce = false;
    this.state = 'idle';
    this.error = null;
  }
}
