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
});
