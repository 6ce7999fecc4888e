import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GameTile } from '../GameTile';
import { TileGrid, TileGridSkeleton } from './TileGrid';
import { expectNoAxeViolations } from '../../testing/axe';

describe('TileGrid', () => {
  it('is a list with one item per tile, passes axe and is walked with the keyboard', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <TileGrid aria-label="Jogos">
        {['Fortune Tiger', 'Fortune Ox', 'Aviator'].map((name) => (
          <GameTile key={name} name={name} onSelect={() => onSelect(name)} />
        ))}
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Jogos' });
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Fortune Ox');
  });

  it('shows square placeholders as a named status while loading', async () => {
    const screen = await render(
      <div style={{ width: 390 }}>
        <TileGridSkeleton count={6} label="A carregar" />
      </div>,
    );
    const status = screen.getByRole('status', { name: 'A carregar' });
    await expect.element(status).toBeInTheDocument();
    const tiles = [...status.element().children] as HTMLElement[];
    expect(tiles).toHaveLength(6);
    expect(tiles[0]!.offsetHeight).toBe(tiles[0]!.offsetWidth);
    await expectNoAxeViolations(screen.container);
  });

  it('draws the tiles near the screen only, and a tile as it scrolls in, keeping its focus ring', async () => {
    const names = Array.from({ length: 90 }, (_, i) => `Jogo ${i + 1}`);
    const screen = await render(
      <div style={{ width: 390 }}>
        <TileGrid aria-label="Jogos">
          {names.map((name) => (
            <GameTile key={name} name={name} onSelect={() => undefined} />
          ))}
        </TileGrid>
      </div>,
    );
    await expect.element(screen.getByRole('button', { name: 'Jogo 90' })).toBeInTheDocument();
    const items = screen.getByRole('listitem').elements();
    const drawn = (el: Element) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
    await expect.poll(() => drawn(items[0]!)).toBe(true);
    // Far below the screen: in the list (and the accessibility tree), but not rendered.
    expect(drawn(items[89]!)).toBe(false);
    await expect.element(screen.getByRole('button', { name: 'Jogo 90' })).toBeInTheDocument();
    items[89]!.scrollIntoView();
    await expect.poll(() => drawn(items[89]!)).toBe(true);
    // The list keeps about its length while most tiles are undrawn: each holds a tile's height.
    const list = screen.getByRole('list', { name: 'Jogos' }).element().getBoundingClientRect();
    expect(list.height).toBeGreaterThan(30 * 120);
    // The focus ring, drawn outside the tile, is not clipped by the cell.
    expect(getComputedStyle(items[0]!).overflowClipMargin).toBe('8px');
  });

  it('renders a dozen tiles in each render, the first dozen first, busy until all are in', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `Jogo ${i + 1}`);
    const counts: number[] = [];
    const busy: (string | null)[] = [];
    const screen = await render(
      <div
        ref={(el) => {
          const ul = el?.querySelector('ul');
          if (!ul) return;
          counts.push(ul.children.length);
          busy.push(ul.getAttribute('aria-busy'));
        }}
      >
        <TileGrid aria-label="Jogos">
          {names.map((name) => (
            <GameTile key={name} name={name} onSelect={() => undefined} />
          ))}
        </TileGrid>
      </div>,
    );
    // The ref sees the list as the first commit left it.
    expect(counts[0]).toBe(12);
    expect(busy[0]).toBe('true');
    const list = screen.getByRole('list', { name: 'Jogos' });
    // Each commit after the first adds a dozen at most.
    const seen = [list.element().children.length];
    const observer = new MutationObserver(() => seen.push(list.element().children.length));
    observer.observe(list.element(), { childList: true });
    await expect.poll(() => list.element().children.length).toBe(40);
    observer.disconnect();
    await expect.element(list).not.toHaveAttribute('aria-busy');
    const steps = seen.slice(1).map((n, i) => n - seen[i]!);
    expect(Math.max(...steps, 0)).toBeLessThanOrEqual(12);
    // A short list is whole from the first render.
    const short = await render(
      <TileGrid aria-label="Poucos">
        {names.slice(0, 5).map((name) => (
          <GameTile key={name} name={name} onSelect={() => undefined} />
        ))}
      </TileGrid>,
    );
    expect(short.getByRole('list', { name: 'Poucos' }).element().children.length).toBe(5);
    await expect.element(short.getByRole('list', { name: 'Poucos' })).not.toHaveAttribute('aria-busy');
  });
});
