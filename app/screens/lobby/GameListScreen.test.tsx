// The game list's tiles: a platform game or vendor mapped onto the design system's tiles (CDN icons,
// star, badge, maintenance); and in the whole app (fake platform), a double tap on a tile launches the
// game once, a classification tap is drawn at once and changes the list after that frame, and a list
// that reaches its bottom inside the load-more throttle window still loads the next page.
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { DesignSystemProvider, createCdnPicker } from '@ds';
import { renderApp } from '../../testing/renderApp';
import type { Game, Vendor } from '../../stores/games/gateway';
import { GameItem, VendorItem } from './tiles';
import { afterNextPaint } from '../../../design-system/utils/afterNextPaint';
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

describe('a game of the list', () => {
  it('offers its icon and large icon from the CDN, and its name, star and new badge', async () => {
    const screen = await withProviders(
      <GameItem
        game={{ ...game, isNew: true }}
        favourite={false}
        onOpen={() => {}}
        onToggleFavourite={() => {}}
      />,
    );
    const img = screen.container.querySelector('img')!;
    // The address comes with the tile pictures' shared observer's first answer, after the first frame.
    await expect.poll(() => img.getAttribute('src')).toBe('https://cdn.example/sim/img/game/5000.svg');
    expect(img.getAttribute('srcset')).toBe(
      'https://cdn.example/sim/img/game/5000.svg 200w, https://cdn.example/sim/img/game/5000.svg?size=large 400w',
    );
    const name = game.displayName || game.gameName;
    await expect.element(screen.getByRole('button', { name, exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: `Adicionar ${name} aos favoritos` }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(screen.container.textContent).toContain('Novo');
  });

  it('names a vendor under maintenance and cannot be opened', async () => {
    const vendor: Vendor = { ...storyVendors[0]!, maintenance: true };
    const screen = await withProviders(<VendorItem vendor={vendor} onOpen={() => {}} />);
    await expect.element(screen.getByRole('button')).toBeDisabled();
    expect(screen.container.textContent).toContain('Em manutenção');
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
    // The launch screen asks once its chunk is in (slow on a busy machine); a second ask would follow it.
    await expect.poll(() => platform.callsTo('launchGame').length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(platform.callsTo('addRecent')).toHaveLength(1);
    expect(platform.callsTo('addRecent')[0]!.input).toMatchObject({ nodeId: storyGames[1]!.nodeId });
    expect(platform.callsTo('launchGame')).toHaveLength(1);
  });
});

// The real one, watched: a test holds its callbacks to decide when a frame has been painted.
vi.mock(import('../../../design-system/utils/afterNextPaint'), async (original) => ({
  afterNextPaint: vi.fn((await original()).afterNextPaint),
}));

describe('a classification tap', () => {
  it('is drawn as chosen in the tap, and changes the list once that frame is painted', async () => {
    const { platform } = await renderApp('/m/gameList?gameType=RNG', { handlers: lobbyHandlers() });
    await expect.element(page.getByTestId('game-tile').first()).toBeVisible();
    const calls = () => platform.callsTo('gameList').length;
    const before = calls();
    const held: (() => void)[] = [];
    const real = vi.mocked(afterNextPaint).getMockImplementation()!;
    vi.mocked(afterNextPaint).mockImplementation((run) => {
      held.push(run);
      return () => {};
    });
    try {
      const tab = page.getByTestId('classification-menu').getByRole('tab', { name: 'Novos' });
      await userEvent.click(tab);
      await expect.element(tab).toHaveAttribute('aria-selected', 'true');
      // The list has not changed yet: the old grid stands and nothing was asked for.
      expect(page.getByTestId('game-list').element().getAttribute('data-classification')).toBe('ALL');
      expect(calls()).toBe(before);
      expect(page.getByTestId('game-tile').elements().length).toBeGreaterThan(0);
      for (const run of held.splice(0)) run();
    } finally {
      vi.mocked(afterNextPaint).mockImplementation(real);
    }
    await expect.element(page.getByTestId('game-list')).toHaveAttribute('data-classification', 'NEW');
    await expect.poll(calls).toBe(before + 1);
    expect(platform.callsTo('gameList').at(-1)!.input).toMatchObject({ isNew: 'true', pageNo: '1' });
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
