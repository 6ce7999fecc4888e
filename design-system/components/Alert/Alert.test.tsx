import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Button } from '../Button';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts for a danger message, waits for others, and can be silent', async () => {
    const screen = await render(
      <div>
        <Alert>Recusado</Alert>
        <Alert tone="success" title="Feito">
          Pedido enviado
        </Alert>
        <Alert tone="info" role="none">
          Sem rede: o pedido sai quando voltar
        </Alert>
      </div>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Recusado');
    await expect.element(screen.getByRole('status')).toHaveTextContent('FeitoPedido enviado');
    expect(screen.container.querySelectorAll('[role]')).toHaveLength(2);
    // The tone's icon is decorative: the words carry the meaning.
    expect(screen.container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
    await expectNoAxeViolations(screen.container);
  });

  it('stays out of the keyboard path of the form it reports on', async () => {
    const screen = await render(
      <form>
        <Alert variant="banner">A senha está errada</Alert>
        <Button type="submit">Levantar</Button>
      </form>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Levantar' })).toHaveFocus();
    await expectNoAxeViolations(screen.container);
  });

  it('shows no icon when told', async () => {
    const screen = await render(<Alert icon={false}>Só texto</Alert>);
    expect(screen.container.querySelector('svg')).toBeNull();
  });
});
