import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NoticeTicker } from './NoticeTicker';
import { expectNoAxeViolations } from '../../testing/axe';
import { emulateReducedMotion } from '../../testing/motion';

const LONG =
  'Manutenção programada no domingo das 02:00 às 04:00 · Novo bónus de depósito para membros VIP · Torneio de slots com prémios';

afterEach(() => emulateReducedMotion(true));

describe('NoticeTicker', () => {
  it('opens the announcements from the keyboard and passes axe', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <NoticeTicker label="Anúncios" text="Bem-vindo" emptyText="Sem anúncios" onSelect={onSelect} />,
    );
    const button = screen.getByRole('button', { name: 'Anúncios Bem-vindo' });
    await expect.element(button).toBeVisible();
    await expectNoAxeViolations(screen.container);
    await userEvent.keyboard('{Tab}');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when there is no announcement', async () => {
    const screen = await render(<NoticeTicker label="Anúncios" text="  " emptyText="Sem anúncios" />);
    await expect.element(screen.getByText('Sem anúncios')).toBeVisible();
  });

  it('scrolls a long line in a loop, and stands still under reduced motion', async () => {
    await emulateReducedMotion(false);
    const screen = await render(
      <div style={{ width: 300 }}>
        <NoticeTicker label="Anúncios" text={LONG} emptyText="Sem anúncios" />
      </div>,
    );
    const track = () => screen.container.querySelector('[data-scrolling]') as HTMLElement;
    await expect.poll(() => track().dataset.scrolling).toBe('true');
    expect(getComputedStyle(track()).animationName).not.toBe('none');
    // The copy that makes the loop seamless is hidden from assistive technology.
    expect(track().querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);

    await emulateReducedMotion(true);
    await expect.poll(() => track().dataset.scrolling).toBe('false');
    expect(track().querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
