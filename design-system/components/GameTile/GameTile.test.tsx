import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleArt } from '../Image/fixtures';
import { GameTile } from './GameTile';
import { expectNoAxeViolations } from '../../testing/axe';

function Favourite({ onSelect }: { onSelect: () => void }) {
  const [fav, setFav] = useState(false);
  return (
    <div style={{ width: 110 }}>
      <GameTile
        name="Fortune Tiger"
        iconSrc={sampleArt('FT')}
        onSelect={onSelect}
        favourite={fav}
        favouriteLabel="Favorito"
        onFavouriteChange={setFav}
      />
    </div>
  );
}

describe('GameTile', () => {
  it('launches from the keyboard and toggles the favourite star with aria-pressed', async () => {
    const onSelect = vi.fn();
    const screen = await render(<Favourite onSelect={onSelect} />);
    const launch = screen.getByRole('button', { name: 'Fortune Tiger' });
    const star = screen.getByRole('button', { name: 'Favorito' });
    await expect.element(star).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(launch).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(star).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(star).toHaveAttribute('aria-pressed', 'true');
    expect(onSelect).toHaveBeenCalledTimes(1);
    const rect = star.element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(44);
  });

  it('has no star for lottery games (favourite undefined)', async () => {
    const screen = await render(<GameTile name="Mega Sena" iconSrc={sampleArt('MS')} onSelect={() => {}} />);
    await expect.element(screen.getByRole('button', { name: 'Mega Sena' })).toBeVisible();
    expect(screen.container.querySelectorAll('button')).toHaveLength(1);
  });
});
