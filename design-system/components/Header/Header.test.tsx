import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { Header } from './Header';
import { expectNoAxeViolations } from '../../testing/axe';

describe('Header', () => {
  it('shows a back arrow that works from the keyboard, a centred title, and passes axe', async () => {
    const onBack = vi.fn();
    const screen = await render(
      <Header title="Anúncios" onBack={onBack} backLabel="Voltar" end={<Button size="sm">Entrar</Button>} />,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Anúncios' })).toBeVisible();
    await expectNoAxeViolations(screen.container);
    const heading = screen.getByRole('heading').element().getBoundingClientRect();
    const bar = screen.getByRole('banner').element().getBoundingClientRect();
    expect(Math.abs(heading.left + heading.width / 2 - (bar.left + bar.width / 2))).toBeLessThan(2);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
  });

  it('shows the logo when there is no back action', async () => {
    const screen = await render(
      <Header logo={<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Aurum" />} />,
    );
    await expect.element(screen.getByRole('img', { name: 'Aurum' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
  });

  it('wraps a title too long for a 320 px bar to two centred lines instead of cutting it', async () => {
    await page.viewport(320, 568);
    const screen = await render(<Header title="Caixa de entrada" onBack={() => {}} backLabel="Voltar" />);
    const heading = screen.getByRole('heading', { level: 1 }).element();
    const bar = screen.getByRole('banner').element().getBoundingClientRect();
    // Nothing hidden: no ellipsis, no clipped second line.
    expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight + 1);
    const box = heading.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - (bar.left + bar.width / 2))).toBeLessThan(2);
    // The bar keeps its height: two lines fit inside it.
    expect(bar.height).toBeLessThanOrEqual(56 + 1);

    await screen.rerender(
      <Header title="Registo de transações e lucros e perdas do mês" onBack={() => {}} backLabel="Voltar" />,
    );
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    expect(heading.getBoundingClientRect().height).toBeGreaterThan(1.5 * lineHeight);
    await page.viewport(390, 844);
  });
});
