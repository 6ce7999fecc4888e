// Screen modules, found by path. Each `*Screen.tsx` under app/screens/ becomes its own lazily loaded
// chunk; a route names its module (routeTable.ts `screen`). A module that does not exist (a screen
// not built yet) resolves to null and the route shows the 'being prepared' page. A screen beyond
// the first one (home) also waits for the rest of the message catalogue (lazyPart.ts).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { routeByName } from '../routes/routeTable';
import { withMessages } from './lazyPart';
import { withDeadline } from './startup';

type ScreenModule = { default: ComponentType };
const modules = import.meta.glob<ScreenModule>('../screens/**/*Screen.tsx');

export function hasScreen(screen: string): boolean {
  return `../screens/${screen}.tsx` in modules;
}

type Screen = ComponentType | LazyExoticComponent<ComponentType>;
const cache = new Map<string, Screen>();
/** Screens whose module (and messages) have arrived, by name. */
const loaded = new Map<string, ComponentType>();

/**
 * The screen whose messages the build puts in the first part of the catalogue (with the entry's:
 * vite.config.ts, HOME_ROOTS), so loading it needs no more of the catalogue.
 */
const FIRST_SCREEN = routeByName('home')?.screen;

/** A screen's module, with the rest of the catalogue for screens beyond the first. */
function loadScreen(screen: string): Promise<ScreenModule> | null {
  const load = modules[`../screens/${screen}.tsx`];
  if (!load) return null;
  const module = screen === FIRST_SCREEN ? load() : withMessages(load());
  return module.then((m) => {
    loaded.set(screen, m.default);
    return m;
  });
}

/**
 * The component of a screen: the screen itself when its module has already arrived (start-up waits for
 * the first screen's, main.tsx), else a lazy component. A lazy component suspends on its first render
 * even when its module is there, and the fallback it commits holds the screen back: React reveals
 * what replaces a fallback no sooner than 300 ms after the fallback appeared. Whichever is handed out
 * first for a key is kept, so a page never remounts when its module arrives. `attempt` makes a fresh
 * lazy component after a failed load (React keeps a rejected lazy component rejected), so 'click to
 * retry' really downloads again.
 */
export function lazyScreen(screen: string, attempt = 0): Screen | null {
  if (!hasScreen(screen)) return null;
  const key = `${screen}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    // A chunk that never arrives fails the route ('loading failed, tap to retry') instead of
    // leaving its spinner up; a retry asks for the same module, which the browser may have by then.
    component =
      (attempt === 0 ? loaded.get(screen) : undefined) ??
      lazy(() => withDeadline(loadScreen(screen)!, `screen ${screen}`));
    cache.set(key, component);
  }
  return component;
}

/**
 * Starts downloading a screen's chunk (e.g. when its menu item is about to be tapped). Settles once it
 * has arrived or failed (a failure is left for the route to show).
 */
export function preloadScreen(screen: string): Promise<void> {
  return (
    loadScreen(screen)?.then(
      () => undefined,
      () => undefined,
    ) ?? Promise.resolve()
  );
}
