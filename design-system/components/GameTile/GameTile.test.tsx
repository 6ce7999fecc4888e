import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { brokenImage, sampleArt } from '../Image/fixtures';
import { DesignSystemProvider, createCdnPicker } from '../../provider';
import { VendorTile } from '../VendorTile';
import { GameTile } from './GameTile';
import { TILE_SIZES, tileImage } from './tileImage';
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

describe('tileImage', () => {
  const cdn = createCdnPicker(['https://cdn.example/'], '');
  it('resolves both icons through the picker and offers them by width', () => {
    expect(tileImage('/a.png', '/a-l.png', cdn)).toEqual({
      src: 'https://cdn.example/a.png',
      srcSet: 'https://cdn.example/a.png 200w, https://cdn.example/a-l.png 400w',
    });
  });
  it('uses the one icon there is, and nothing without one', () => {
    expect(tileImage('', '/a-l.png', cdn)).toEqual({ src: 'https://cdn.example/a-l.png' });
    expect(tileImage('data:image/svg+xml,x', undefined, cdn)).toEqual({ src: 'data:image/svg+xml,x' });
    expect(tileImage(undefined, undefined, cdn)).toBeUndefined();
  });
});

describe('GameTile pictures', () => {
  const cdn = createCdnPicker(['https://cdn.example/'], '');
  const withCdn = (ui: ReactNode) => render(<DesignSystemProvider imageUrl={cdn}>{ui}</DesignSystemProvider>);

  it('loads its icon from the CDN, lazily, with a fixed size and a srcset', async () => {
    const screen = await withCdn(
      <GameTile
        name="Fortune Ox"
        iconSrc="/img/5000.png"
        iconLargeSrc="/img/5000-l.png"
        onSelect={() => {}}
      />,
    );
    const img = screen.container.querySelector('img')!;
    // The address comes with the shared observer's first answer, after the first frame.
    await expect.poll(() => img.getAttribute('src')).toBe('https://cdn.example/img/5000.png');
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.example/img/5000.png 200w, https://cdn.example/img/5000-l.png 400w',
    );
    expect(img.getAttribute('sizes')).toBe(TILE_SIZES);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('120');
    expect(img.getAttribute('height')).toBe('120');
  });

  it('asks for a priority icon at once, eagerly and at high priority; others wait for the screen', async () => {
    const screen = await withCdn(
      <>
        <GameTile name="First" iconSrc="/img/1.png" priority onSelect={() => {}} />
        <div style={{ height: 5000 }} />
        <GameTile name="Far" iconSrc="/img/2.png" onSelect={() => {}} />
      </>,
    );
    const [first, far] = [...screen.container.querySelectorAll('img')];
    // Set by the render itself, not by the observer's answer a frame later.
    expect(first!.getAttribute('src')).toBe('https://cdn.example/img/1.png');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(far!.getAttribute('src')).toBeNull();
    expect(far!.getAttribute('fetchpriority')).toBeNull();
  });

  it('shows initials without an icon and when the icon fails; a vendor logo is wide', async () => {
    const screen = await withCdn(
      <>
        <VendorTile name="PG Soft" imageSrc={sampleArt('PG', 200, 320, 180)} onSelect={() => {}} />
        <GameTile name="Fortune Ox" onSelect={() => {}} />
        <GameTile name="Broken" iconSrc={brokenImage} onSelect={() => {}} />
      </>,
    );
    await expect.poll(() => screen.container.querySelectorAll('img').length).toBe(1);
    const logo = screen.container.querySelector('img')!;
    expect(logo.getAttribute('width')).toBe('160');
    expect(screen.container.textContent).toContain('FO');
    expect(screen.container.textContent).toContain('BR');
  });

  it('keeps every tile the same height, whatever the length of its name', async () => {
    const screen = await render(
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 110px)', alignItems: 'start' }}>
        <GameTile name="Ox" onSelect={() => {}} />
        <GameTile name="Mahjong Ways 2: The Legend Continues Deluxe Edition" onSelect={() => {}} />
      </div>,
    );
    const [a, b] = [...screen.container.querySelectorAll('button')];
    expect(a!.offsetHeight).toBeGreaterThan(110);
    expect(a!.offsetHeight).toBe(b!.offsetHeight);
  });
});
