// Parts of the app loaded on first use (a page, a dialog, the side menu) are React.lazy
// components. Beyond the first screen they also need the rest of the message catalogue (the build
// sends the first screen only its own messages, app/i18n/splitCatalogues.ts), so their chunk and
// those messages are waited for together. A unit test keeps every lazy part of app/ on this path.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMoreMessages } from '../i18n/load';
import { whenIdle } from '@ds/utils/whenIdle';

/** Settles with `module` once the rest of the catalogue on screen is also there. */
export function withMessages<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadMoreMessages()]).then(([loadedModule]) => loadedModule);
}

/** A lazy component that can be fetched ahead of its first render (`preload`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Fetches the part; the same promise for every call until it fails (a failure may be retried). */
  preload: () => Promise<{ default: T }>;
};

/**
 * React.lazy with `preload`, rendered at once when its chunk is already in. A plain lazy component
 * suspends on its first render even when its chunk was fetched long before (React learns that the
 * promise has settled a microtask later), and React 19 reveals a boundary's content no sooner than
 * 300 ms after it showed its fallback: a dialog preloaded while the page was idle still opened 300 ms
 * after the tap. Once the chunk is in, the factory hands React a thenable that calls back as React
 * subscribes, which React reads synchronously (its lazy initializer checks the result right after
 * calling `then`), so the first render has the component.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function preloadableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: { default: T }) => ({
    then: (resolve: (m: { default: T }) => void) => resolve(module),
  });
  // A thenable, not a promise: a promise would call back only in a later microtask.
  const component = lazy(() =>
    loaded ? (settled(loaded) as unknown as Promise<{ default: T }>) : preload(),
  );
  return Object.assign(component, { preload });
}

/** A lazily loaded part of the app beyond the first screen: its chunk and its messages together. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  return preloadableLazy(() => withMessages(load()));
}

/**
 * Fetches a lazy part and drops a failure, which is left for the render that needs the part to meet
 * (its boundary shows the error, and a later preload tries again): for a finger or the focus nearing
 * the part's button, and for an idle moment.
 */
export function preloadQuietly(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Fetches a lazy part once the browser has nothing else to do (or after a few seconds where it cannot
 * say), so a first tap finds it there. Returns the cancel, for an effect's clean-up.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  return whenIdle(() => preloadQuietly(load), 5000, 3000);
}
