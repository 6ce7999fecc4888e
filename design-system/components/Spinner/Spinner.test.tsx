import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Button } from '../Button';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status, and is silent without one', async () => {
    const screen = await render(
      <div>
        <Spinner label="Carregando jogos" />
        <Spinner />
      </div>,
    );
    await expect.element(screen.getByRole('status', { name: 'Carregando jogos' })).toBeVisible();
    expect(screen.container.querySelectorAll('[role="status"]')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('never takes keyboard focus: Tab goes past it to the next control', async () => {
    const screen = await render(
      <div>
        <Spinner label="Carregando" />
        <Button>Cancelar</Button>
      </div>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });
});
