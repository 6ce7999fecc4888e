import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleArt } from '../Image/fixtures';
import { PromoCard } from './PromoCard';
import { expectNoAxeViolations } from '../../testing/axe';

describe('PromoCard', () => {
  it('names its button after the promotion, opens from the keyboard and passes axe', async () => {
    const onMore = vi.fn();
    const screen = await render(
      <PromoCard
        title="Bónus de boas-vindas 100%"
        imageSrc={sampleArt('100%', 30, 750, 300)}
        dateRange="2026/11/01 - 2026/11/30"
        moreLabel="Mais detalhes"
        onMore={onMore}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Bónus de boas-vindas 100%' }))
      .toBeVisible();
    await expect.element(screen.getByText('2026/11/01 - 2026/11/30')).toBeVisible();
    const button = screen.getByRole('button', { name: 'Mais detalhes Bónus de boas-vindas 100%' });
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('opens when the card image is tapped', async () => {
    const onMore = vi.fn();
    const screen = await render(
      <PromoCard
        title="Torneio"
        imageSrc={sampleArt('T')}
        dateRange="Longo prazo"
        moreLabel="Mais detalhes"
        onMore={onMore}
      />,
    );
    const frame = screen.container.querySelector('[data-status]') as HTMLElement;
    const rect = frame.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + 20, rect.top + 20);
    (hit as HTMLElement).click();
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('shows the player state beside the dates', async () => {
    const screen = await render(
      <PromoCard
        title="Bónus de boas-vindas 100%"
        imageSrc={sampleArt('100%', 30, 750, 300)}
        dateRange="Longo prazo"
        moreLabel="Mais detalhes"
        status={<span>A aguardar</span>}
      />,
    );
    await expect.element(screen.getByText('Longo prazo')).toBeVisible();
    await expect.element(screen.getByText('A aguardar')).toBeVisible();
  });
});
