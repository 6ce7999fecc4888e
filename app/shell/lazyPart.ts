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

/** A lazily loaded part of the app beyond the first screen: its chunk and its messages together. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => withMessages(load()));
}

/**
 * Fetches a lazy part once the browser has nothing else to do (or after a few seconds where it cannot
 * say), so a first tap finds it there; a failure is left for the tap to meet. Returns the cancel, for
 * an effect's clean-up.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  return whenIdle(() => void load().catch(() => undefined), 5000, 3000);
}
