// Start-up deadlines. Every wait between the HTML and the first screen (the catalogue, the theme,
// the platform's status, a screen's chunk) has one, so a wait that never ends turns into the
// translated 'loading failed, tap to retry' state instead of a spinner that spins for ever.

/** How long one start-up step may take before the player is offered a retry. */
export const START_TIMEOUT_MS = 12_000;

export class StartTimeoutError extends Error {
  constructor(readonly step: string) {
    super(`${step} did not finish within ${START_TIMEOUT_MS} ms`);
    this.name = 'StartTimeoutError';
  }
}

/**
 * Settles like `promise`, or rejects with a StartTimeoutError once `ms` have passed. The underlying
 * work is not cancelled: a download that finishes late is still cached, so a retry is quick.
 */
export function withDeadline<T>(promise: Promise<T>, step: string, ms = START_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The step that ran out of time, for whoever looks at a report of a stuck start.
      document.documentElement.dataset.startTimeout = step;
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
