// The browser's locale data (ICU) loads on the first use of Intl, 70-110 ms at 4x CPU: in the app's
// first render (react-intl's formatters) it was one of the longest tasks of a cold start. A worker
// loads it instead, on a thread of its own, while the app's start-up waits for its first answers; the
// data is the process's, so the page then finds it loaded.
import workerUrl from './intlWarm.worker.ts?worker&url';
import { trustedScriptUrl } from '../security/trustedTypes';

/**
 * Starts loading `locale`'s data off the main thread. Resolves true once it is loaded, false when no
 * worker could do it (the first formatter then loads it, as without this).
 */
export function warmIntl(locale: string, url: string = workerUrl): Promise<boolean> {
  if (typeof Worker === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      // The build writes the worker as a classic script; the dev server serves it as a module.
      worker = new Worker(trustedScriptUrl(url), { type: import.meta.env.DEV ? 'module' : 'classic' });
    } catch {
      resolve(false);
      return;
    }
    const done = (warm: boolean) => () => {
      worker.terminate();
      resolve(warm);
    };
    worker.onmessage = done(true);
    worker.onerror = done(false);
    worker.postMessage(locale);
  });
}
