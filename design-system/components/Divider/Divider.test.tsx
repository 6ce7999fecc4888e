import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Button } from '../Button';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a separator, or its label as text, and never a tab stop', async () => {
    const screen = await render(
      <div>
        <Button>Entrar</Button>
        <Divider />
        <Divider label="ou continue com" />
        <Button>Google</Button>
      </div>,
    );
    await expect.element(screen.getByRole('separator')).toBeInTheDocument();
    await expect.element(screen.getByText('ou continue com')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Google' })).toHaveFocus();
    await expectNoAxeViolations(screen.container);
  });
});
