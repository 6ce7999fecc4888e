import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch with no axe violations, on and off', async () => {
    const screen = await render(
      <div>
        <Switch label="Ocultar saldo" />
        <Switch label="Notificações" description="Promoções" defaultChecked />
        <Switch label="Desativado" disabled />
      </div>,
    );
    await expect.element(screen.getByRole('switch', { name: 'Notificações' })).toBeChecked();
    await expect
      .element(screen.getByRole('switch', { name: 'Notificações' }))
      .toHaveAccessibleDescription('Promoções');
    await expectNoAxeViolations();
  });

  it('toggles with Space and Enter after Tab', async () => {
    const onChange = vi.fn();
    const screen = await render(<Switch label="Ocultar saldo" onCheckedChange={onChange} />);
    await userEvent.tab();
    const sw = screen.getByRole('switch', { name: 'Ocultar saldo' });
    await expect.element(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(sw).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect.element(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
