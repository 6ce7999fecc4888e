import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VirtualGrid } from './VirtualGrid';
import { expectNoAxeViolations } from '../../testing/axe';

interface Game {
  id: number;
  name: string;
}

const games = (n: number, from = 0): Game[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Jogo ${from + i + 1}` }));

function Tile({ game }: { game: Game }) {
  return (
    <button type="button" style={{ width: '100%', height: 120 }}>
      {game.name}
    </button>
  );
}

function Grid({ items, hasMore, onLoadMore }: { items: Game[]; hasMore: boolean; onLoadMore: () => void }) {
  return (
    <VirtualGrid
      items={items}
      label="Jogos"
      getKey={(g) => g.id}
      renderItem={(g) => <Tile game={g} />}
      estimateRowHeight={128}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
    />
  );
}

const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

afterEach(() => window.scrollTo(0, 0));

describe('VirtualGrid', () => {
  it('keeps the DOM small with 10,000 items, including after scrolling far down', async () => {
    const screen = await render(<Grid items={games(10_000)} hasMore={false} onLoadMore={() => {}} />);
    await expect.element(screen.getByRole('button', { name: 'Jogo 1', exact: true })).toBeVisible();
    expect(screen.container.querySelectorAll('*').length).toBeLessThanOrEqual(800);
    window.scrollTo(0, 200_000);
    // The rows follow the scroll a render later (later still on a busy machine).
    const cells = () => screen.container.querySelectorAll('[role="listitem"]');
    await expect.poll(() => Number(cells()[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(4000);
    expect(cells().length).toBeLessThan(100);
    expect(screen.container.querySelectorAll('*').length).toBeLessThanOrEqual(800);
  });

  it('passes axe and is reachable with the keyboard', async () => {
    const screen = await render(<Grid items={games(30)} hasMore={false} onLoadMore={() => {}} />);
    await expect.element(screen.getByRole('list', { name: 'Jogos' })).toBeInTheDocument();
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Jogo 2', exact: true })).toHaveFocus();
  });

  it('asks for more only when scrolling down near the bottom, at most once per second', async () => {
    const onLoadMore = vi.fn();
    await render(<Grid items={games(60)} hasMore onLoadMore={onLoadMore} />);
    await frames();
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;

    window.scrollTo(0, 100);
    await frames();
    expect(onLoadMore).not.toHaveBeenCalled();

    window.scrollTo(0, bottom() - 250);
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    window.scrollTo(0, bottom() - 100);
    await frames();
    expect(onLoadMore).toHaveBeenCalledTimes(1); // throttled

    window.scrollTo(0, bottom() - 200); // scrolling up: never asks
    await new Promise((r) => setTimeout(r, 1050));
    window.scrollTo(0, bottom() - 280);
    await frames();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    window.scrollTo(0, bottom() - 10); // down again after the throttle window
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(2);
  });

  it('asks once more when the throttle window ends if the page is still at its bottom', async () => {
    const onLoadMore = vi.fn();
    await render(<Grid items={games(60)} hasMore onLoadMore={onLoadMore} />);
    await frames();
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, bottom() - 250);
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    window.scrollTo(0, bottom()); // inside the window: dropped for now…
    await frames();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // …and asked for when the window ends, though nothing scrolls any more.
    await expect.poll(() => onLoadMore.mock.calls.length, { timeout: 2000 }).toBe(2);
  });

  it('asks again one window after a call that brought nothing, while the page stays at its bottom', async () => {
    // A caller that declines (its own throttle, counted from a later moment on a busy page): nothing
    // loads and the page does not grow, so no scroll event comes to ask again.
    const onLoadMore = vi.fn();
    await render(<Grid items={games(60)} hasMore onLoadMore={onLoadMore} />);
    await frames();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    await expect.poll(() => onLoadMore.mock.calls.length, { timeout: 2000 }).toBe(2);
    // Twice in a row at most: a caller that keeps declining (a failed page with its retry) is left be.
    await new Promise((r) => setTimeout(r, 3500));
    expect(onLoadMore).toHaveBeenCalledTimes(3);
    // A scroll down asks again as before.
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, bottom - 200);
    await frames();
    window.scrollTo(0, bottom);
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(4);
  });

  it('looks again once a slow page has loaded, and asks when the page is still at its bottom', async () => {
    function Slow() {
      const [loading, setLoading] = useState(false);
      return (
        <VirtualGrid
          items={games(60)}
          label="Jogos"
          getKey={(g) => g.id}
          renderItem={(g) => <Tile game={g} />}
          estimateRowHeight={128}
          hasMore
          loading={loading}
          onLoadMore={() => {
            onLoadMore();
            // A page that takes 2.5 s and adds nothing (the platform's last page was empty).
            setLoading(true);
            setTimeout(() => setLoading(false), 2500);
          }}
        />
      );
    }
    const onLoadMore = vi.fn();
    await render(<Slow />);
    await frames();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
    await new Promise((r) => setTimeout(r, 2000));
    expect(onLoadMore).toHaveBeenCalledTimes(1); // still loading: no second call
    await expect.poll(() => onLoadMore.mock.calls.length, { timeout: 3000 }).toBe(2);
  });

  it('asks in a task of its own after the scroll event, not inside it', async () => {
    let inScrollEvent = false;
    const calledInScrollEvent: boolean[] = [];
    const onLoadMore = vi.fn(() => void calledInScrollEvent.push(inScrollEvent));
    await render(<Grid items={games(60)} hasMore onLoadMore={onLoadMore} />);
    await frames();
    // Listeners added after the grid's run after its listener: the event is over when the last ends.
    const enter = () => (inScrollEvent = true);
    const leave = () => void queueMicrotask(() => (inScrollEvent = false));
    window.addEventListener('scroll', enter, { capture: true });
    window.addEventListener('scroll', leave);
    try {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
      expect(calledInScrollEvent).toEqual([false]);
    } finally {
      window.removeEventListener('scroll', enter, { capture: true });
      window.removeEventListener('scroll', leave);
    }
  });

  it('asks for more when the page is scrolled to its bottom before the frame after it mounts', async () => {
    const onLoadMore = vi.fn();
    // The frame's animation callbacks (the hook's first reading among them) are held until the scroll
    // event has come: in a frame, scroll events are dispatched before animation callbacks run.
    const held: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      held.push(callback);
      return held.length;
    });
    try {
      await render(<Grid items={games(60)} hasMore onLoadMore={onLoadMore} />);
      const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo(0, document.documentElement.scrollHeight);
      await scrolled;
    } finally {
      raf.mockRestore();
    }
    for (const callback of held) callback(performance.now());
    await expect.poll(() => onLoadMore.mock.calls.length).toBe(1);
  });

  it("places every row by arithmetic from the first row's measured height", async () => {
    const screen = await render(<Grid items={games(300)} hasMore={false} onLoadMore={() => {}} />);
    await expect.element(screen.getByRole('button', { name: 'Jogo 1', exact: true })).toBeVisible();
    await frames();
    const rows = [...screen.container.querySelectorAll<HTMLElement>('[data-index]')];
    const height = rows[0]!.offsetHeight;
    expect(height).toBeGreaterThan(120);
    const offset = (r: HTMLElement) => Number(/translateY\((-?[\d.]+)px\)/.exec(r.style.transform)![1]);
    for (const r of rows) expect(offset(r)).toBeCloseTo(Number(r.dataset.index) * height, 0);
    // The list's height is the rows' count times that height: a jump far down lands on the right row.
    const list = screen.getByRole('list', { name: 'Jogos' }).element() as HTMLElement;
    expect(list.offsetHeight).toBe(100 * height);
  });

  it("applies the first frame's readings (its place on the page, its first row) in one render", async () => {
    const phases: string[] = [];
    const screen = await render(
      <>
        <div style={{ height: 77 }} />
        <Profiler id="grid" onRender={(_id, phase) => phases.push(phase)}>
          <VirtualGrid
            items={games(300)}
            label="Jogos"
            getKey={(g) => g.id}
            renderItem={(g) => <Tile game={g} />}
            estimateRowHeight={200}
            hasMore={false}
            onLoadMore={() => {}}
          />
        </Profiler>
      </>,
    );
    await expect.element(screen.getByRole('button', { name: 'Jogo 1', exact: true })).toBeVisible();
    await frames(4);
    const rows = [...screen.container.querySelectorAll<HTMLElement>('[data-index]')];
    const height = rows[0]!.offsetHeight;
    // Placed by the measured row, not the estimate.
    expect(height).toBeLessThan(200);
    const list = screen.getByRole('list', { name: 'Jogos' }).element() as HTMLElement;
    expect(list.offsetHeight).toBe(100 * height);
    // The mount, one render with both readings, and the rows beyond the screen in a transition after
    // each; never a second render inside a commit (a nested update), which would lengthen its task.
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
    expect(phases.length).toBeLessThanOrEqual(4);
  });

  it('reads no layout and does not scroll in the commit that mounts it, only in the frame after', async () => {
    // What forces the page's style and layout when the DOM has just changed: read inside React's
    // commit, the whole page's first layout joins the commit's task.
    const reads: string[] = [];
    let committing = false;
    const spies = (['innerWidth', 'innerHeight', 'scrollY'] as const).map((name) => {
      const real = Object.getOwnPropertyDescriptor(window, name)!.get!;
      return vi.spyOn(window, name, 'get').mockImplementation(() => {
        if (committing) reads.push(name);
        return real.call(window) as number;
      });
    });
    const realScrollTo = window.scrollTo.bind(window);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((...args: unknown[]) => {
      if (committing) reads.push('scrollTo');
      (realScrollTo as (...a: unknown[]) => void)(...args);
    });
    const realRect = Element.prototype.getBoundingClientRect;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (committing) reads.push('getBoundingClientRect');
      return realRect.call(this);
    });
    try {
      // The tiles render after the grid's own hooks: from the first tile on, what runs in this task is
      // the rest of the render and the commit (layout effects, refs, effects flushed with it).
      const screen = await render(
        <VirtualGrid
          items={games(300)}
          label="Jogos"
          getKey={(g) => g.id}
          renderItem={(g) => {
            committing = true;
            queueMicrotask(() => (committing = false));
            return <Tile game={g} />;
          }}
          estimateRowHeight={128}
          hasMore={false}
          onLoadMore={() => {}}
        />,
      );
      expect(reads).toEqual([]);
      await frames(2);
      // In the frame after: the virtualiser's scroll to its first offset and its window readings.
      expect(scrollTo).toHaveBeenCalledTimes(1);
      await expect.element(screen.getByRole('button', { name: 'Jogo 1', exact: true })).toBeVisible();
    } finally {
      for (const spy of [...spies, scrollTo, rect]) spy.mockRestore();
    }
  });

  it('draws the rows on screen in the frames after a jump, then the rows beyond it', async () => {
    const screen = await render(<Grid items={games(3_000)} hasMore={false} onLoadMore={() => {}} />);
    await expect.element(screen.getByRole('button', { name: 'Jogo 1', exact: true })).toBeVisible();
    await frames(3);
    const rowTops = () =>
      [...screen.container.querySelectorAll<HTMLElement>('[role="list"] > div')].map(
        (r) => r.getBoundingClientRect().top,
      );
    window.scrollTo(0, 64_000);
    await frames(2);
    const onScreen = rowTops().filter((top) => top < window.innerHeight && top > -128);
    expect(onScreen.length).toBeGreaterThanOrEqual(Math.floor(window.innerHeight / 128));
    // The overscan, three rows each way, follows in a transition.
    await expect
      .poll(() => rowTops().filter((top) => top >= window.innerHeight).length)
      .toBeGreaterThanOrEqual(3);
    expect(rowTops().filter((top) => top <= -128).length).toBeGreaterThanOrEqual(3);
  });

  it('does not ask when there are no more pages', async () => {
    const onLoadMore = vi.fn();
    await render(<Grid items={games(60)} hasMore={false} onLoadMore={onLoadMore} />);
    await frames();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frames(3);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('appends pages as they load', async () => {
    function Paged() {
      const [items, setItems] = useState(games(30));
      return (
        <Grid
          items={items}
          hasMore={items.length < 90}
          onLoadMore={() => setItems((l) => [...l, ...games(30, l.length)])}
        />
      );
    }
    const screen = await render(<Paged />);
    await frames();
    window.scrollTo(0, document.documentElement.scrollHeight);
    // Page 2 arrives and its first rows are drawn just below the old bottom.
    await expect.element(screen.getByRole('button', { name: 'Jogo 31', exact: true })).toBeInTheDocument();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.element(screen.getByRole('button', { name: 'Jogo 60', exact: true })).toBeInTheDocument();
  });
});
