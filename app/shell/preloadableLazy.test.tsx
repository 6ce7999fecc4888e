import { lazy, Suspense, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './lazyPart';

function Part() {
  return <p>parte</p>;
}

const roots: (() => void)[] = [];
afterEach(() => roots.splice(0).forEach((unmount) => unmount()));

/** Renders `Lazy` in a boundary synchronously and returns what its first commit shows. */
function firstCommit(Lazy: ComponentType) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(() => {
    root.unmount();
    container.remove();
  });
  flushSync(() =>
    root.render(
      <Suspense fallback={<p>a carregar</p>}>
        <Lazy />
      </Suspense>,
    ),
  );
  return container;
}

describe('preloadableLazy', () => {
  it('renders in its first commit once preloaded (a plain lazy component shows its fallback)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(firstCommit(Lazy).textContent).toBe('parte');
    // React.lazy over the same settled promise suspends first, and React then shows the content no
    // sooner than 300 ms after the fallback.
    const settled = Promise.resolve({ default: Part });
    await settled;
    expect(firstCommit(lazy(() => settled)).textContent).toBe('a carregar');
  });

  it('suspends when it was not preloaded, and a failed preload may be retried', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Part });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    const container = firstCommit(Lazy);
    expect(container.textContent).toBe('a carregar');
    await vi.waitFor(() => expect(container.textContent).toBe('parte'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
