import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a named checkbox with description and error, and has no axe violations', async () => {
    const screen = await render(
      <div>
        <Checkbox label="Lembrar-me" />
        <Checkbox label="Aceito" description="Maiores de 18" error="Obrigatório" />
        <Checkbox label="Todos" checked="indeterminate" />
        <Checkbox label="Desativado" disabled />
      </div>,
    );
    const accept = screen.getByRole('checkbox', { name: 'Aceito' });
    await expect.element(accept).toHaveAttribute('aria-invalid', 'true');
    await expect.element(accept).toHaveAccessibleDescription('Obrigatório Maiores de 18');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Todos' }))
      .toHaveAttribute('aria-checked', 'mixed');
    await expectNoAxeViolations();
  });

  it('toggles with Space after Tab', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox label="Lembrar-me" onCheckedChange={onChange} />);
    await userEvent.tab();
    const box = screen.getByRole('checkbox', { name: 'Lembrar-me' });
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('offers a 44 px tap area', async () => {
    const screen = await render(<Checkbox label="Lembrar-me" />);
    const row = screen.container.firstElementChild!.getBoundingClientRect();
    expect(row.height).toBeGreaterThanOrEqual(44);
  });
});
