// One way to wait for the browser's first idle moment, for work that can wait (a popup over the page,
// a lazy part fetched before its first tap).

/**
 * Runs `run` once the browser has nothing else to do, or `timeout` ms later where it stays busy; where
 * it cannot say (no `requestIdleCallback`, as in Safari), after `fallback` ms. Returns the cancel, for
 * an effect's clean-up.
 */
export function whenIdle(run: () => void, timeout: number, fallback = timeout): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallback);
  return () => clearTimeout(id);
}
