// Game tiles: images through the CDN picker at the right size, lazily and without layout shift; and
// in the whole app (fake platform), a double tap on a tile launches the game once, and a list that
// reaches its bottom inside the load-more throttle window still loads the next page.
import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { DesignSystemProvider, createCdnPicker } from '@ds';
import { renderApp } from '../../testing/renderApp';
import type { Game, Vendor } from '../../stores/games/gateway';
import { GameCard, VendorCard, tileImage } from './GameCard';
import { lobbyHandlers, storyGames, storyVendors } from './storyFixtures';

const cdn = createCdnPicker(['https://cdn.example/'], '');

function withProviders(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="pt" defaultLocale="pt" onError={() => undefined}>
      <DesignSystemProvider imageUrl={cdn}>{ui}</DesignSystemProvider>
    </IntlProvider>,
  );
}

const game: Game = {
  ...storyGames[0]!,
  iconUrl: '/sim/img/game/5000.svg',
  mobileLargeIcon: '/sim/img/game/5000.svg?size=large',
};

describe('tileImage', () => {
  it('resolves both icons through the picker and offers them by width', () => {
    expect(tileImage({ src: '/a.png', large: '/a-l.png' }, cdn)).toEqual({
      src: 'https://cdn.example/a.png',
      srcSet: 'https://cdn.example/a.png 200w, https://cdn.example/a-l.png 400w',
    });
  });
  it('uses the one icon there is, and nothing without one', () => {
    expect(tileImage({ src: '', large: '/a-l.png' }, cdn)).toEqual({ src: 'https://cdn.example/a-l.png' });
    expect(tileImage({ src: 'data:image/svg+xml,x' }, cdn)).toEqual({ src: 'data:image/svg+xml,x' });
    expect(tileImage({ src: undefined }, cdn)).toBeUndefined();
  });
});

describe('GameCard', () => {
  it('loads its icon from the CDN, lazily, with a fixed size and a srcset', async () => {
    const screen = await withProviders(<GameCard game={game} onOpen={() => undefined} />);
    const img = screen.container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://cdn.example/sim/img/game/5000.svg');
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.example/sim/img/game/5000.svg 200w, https://cdn.example/sim/img/game/5000.svg?size=large 400w',
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('120');
    expect(img.getAttribute('height')).toBe('120');
  });

  it('shows a vendor logo from the CDN and initials without an icon', async () => {
    const vendor: Vendor = { ...storyVendors[0]!, iconUrl: '/sim/img/vendor/PG.svg' };
    const screen = await withProviders(
      <>
        <VendorCard vendor={vendor} onOpen={() => undefined} />
        <GameCard game={{ ...game, iconUrl: '', mobileLargeIcon: '' }} onOpen={() => undefined} />
      </>,
    );
    const imgs = screen.container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('src')).toBe('https://cdn.example/sim/img/vendor/PG.svg');
    expect(imgs[0]!.getAttribute('width')).toBe('160');
    expect(screen.container.textContent).toContain('FO');
  });
});

describe('a double tap on a tile', () => {
  it('launches the game once: one recent record, one launch', async () => {
    const { platform } = await renderApp('/m/gameList?gameType=RNG', {
      user: 'member',
      handlers: {
        ...lobbyHandlers(),
        addRecent: (input) => ({ nodeId: String(input.nodeId) }),
        launchGame: () => ({ url: 'about:blank', mode: 'frame' as const }),
      },
    });
    const tile = page.getByTestId('game-tile').nth(1).getByRole('button').first();
    await expect.element(tile).toBeVisible();
    await userEvent.dblClick(tile);
    await expect
      .poll(() => document.querySelector('[data-route]')?.getAttribute('data-route'))
      .toBe('launchGame');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(platform.callsTo('addRecent')).toHaveLength(1);
    expect(platform.callsTo('addRecent')[0]!.input).toMatchObject({ nodeId: storyGames[1]!.nodeId });
    expect(platform.callsTo('launchGame')).toHaveLength(1);
  });
});

describe('load more at the very bottom', () => {
  it('asks again when the throttle window ends, without another scroll', async () => {
    const { platform } = await renderApp('/m/gameList?gameType=RNG', {
      user: 'member',
      handlers: lobbyHandlers(),
    });
    await expect.element(page.getByTestId('game-tile').first()).toBeVisible();
    const pages = () => platform.callsTo('gameList').map((c) => String(c.input.pageNo));
    const toBottom = () => window.scrollTo(0, document.documentElement.scrollHeight);
    toBottom();
    await expect.poll(pages).toEqual(['1', '2']);
    // Page 2 arrived well inside the 1 s window: this scroll to the new bottom is throttled...
    await expect.poll(() => document.querySelectorAll('[data-testid=game-tile]').length).toBeGreaterThan(0);
    toBottom();
    expect(pages()).toEqual(['1', '2']);
    // ...and the page is asked for once the window ends, though nothing scrolls any more.
    await expect.poll(pages, { timeout: 3000 }).toEqual(['1', '2', '3']);
  });
});
