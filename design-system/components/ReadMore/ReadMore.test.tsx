import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { ReadMore } from './ReadMore';

const long = Array.from({ length: 8 }, (_, i) => (
  <p key={i}>Parágrafo {i + 1}: só contam apostas válidas, e os bónus pagam-se na carteira principal.</p>
));

describe('ReadMore', () => {
  it('opens the whole text by keyboard and gives the focus back when closed', async () => {
    const screen = await render(
      <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
        {long}
      </ReadMore>,
    );
    const button = screen.getByRole('button', { name: 'Ler tudo' });
    await expect.element(button).toBeVisible();
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Regras' });
    await expect.element(dialog.getByText(/Parágrafo 8/)).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });

  it('shows a text that fits whole, without the button', async () => {
    const screen = await render(
      <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
        <p>Curto.</p>
      </ReadMore>,
    );
    await expect.element(screen.getByText('Curto.')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('offers the button once the text no longer fits a narrower width', async () => {
    const screen = await render(
      <div style={{ width: '600px' }} data-testid="frame">
        <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
          <p>
            Uma frase de tamanho médio que cabe numa linha larga e em três linhas estreitas, mas não em menos.
          </p>
        </ReadMore>
      </div>,
    );
    expect(screen.container.querySelector('button')).toBeNull();
    (screen.getByTestId('frame').element() as HTMLElement).style.width = '80px';
    await expect.element(screen.getByRole('button', { name: 'Ler tudo' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await render(
      <ReadMore title="Regras" readAllLabel="Ler tudo" closeLabel="Fechar">
        {long}
      </ReadMore>,
    );
    await expectNoAxeViolations();
  });
});
