// Screen modules, found by path. Each `*Screen.tsx` under app/screens/ becomes its own lazily loaded
// chunk; a route names its module (routeTable.ts `screen`). A module that does not exist (a screen
// not built yet) resolves to null and the route shows the 'being prepared' page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withDeadline } from './startup';

type ScreenModule = { default: ComponentType };
const modules = import.meta.glob<ScreenModule>('../screens/**/*Screen.tsx');

export function hasScreen(screen: string): boolean {
  return `../screens/${screen}.tsx` in modules;
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a screen. `attempt` makes a fresh lazy component after a failed load (React
 * keeps a rejected lazy component rejected), so 'click to retry' really downloads again.
 */
export function lazyScreen(screen: string, attempt = 0): LazyExoticComponent<ComponentType> | null {
  const load = modules[`../screens/${screen}.tsx`];
  if (!load) return null;
  const key = `${screen}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    // A chunk that never arrives fails the route ('loading failed, tap to retry') instead of
    // leaving its spinner up; a retry asks for the same module, which the browser may have by then.
    component = lazy(() => withDeadline(load(), `screen ${screen}`));
    cache.set(key, component);
  }
  return component;
}

/** Starts downloading a screen's chunk (e.g. when its menu item is about to be tapped). */
export function preloadScreen(screen: string): void {
  void modules[`../screens/${screen}.tsx`]?.().catch(() => undefined);
}
