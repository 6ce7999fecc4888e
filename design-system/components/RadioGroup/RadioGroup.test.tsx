import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'pix', label: 'PIX', description: 'Instantâneo' },
  { value: 'bank', label: 'Banco' },
  { value: 'card', label: 'Cartão', disabled: true },
];

describe('RadioGroup', () => {
  it('is a labelled radio group with descriptions and an error, with no axe violations', async () => {
    const screen = await render(<RadioGroup label="Método" options={options} error="Escolha um" />);
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Método' }))
      .toHaveAccessibleDescription('Escolha um');
    await expect
      .element(screen.getByRole('radio', { name: 'PIX' }))
      .toHaveAccessibleDescription('Instantâneo');
    await expectNoAxeViolations();
  });

  // Each arrow key is held until its effect is seen: Radix selects on focus while an arrow key is down.
  it('arrow keys select and skip disabled options', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup label="Método" options={options} defaultValue="pix" onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'PIX' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(screen.getByRole('radio', { name: 'Banco' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(screen.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([['bank'], ['pix']]);
  });

  it('chips: each option is a named radio of at least 44 px, arrow keys select, no axe violations', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup
        label="Fornecedor"
        variant="chips"
        options={options}
        defaultValue="pix"
        onValueChange={onValueChange}
      />,
    );
    await expectNoAxeViolations();
    const rect = screen.getByRole('radio', { name: 'PIX' }).element().getBoundingClientRect();
    expect(rect.height).toBeGreaterThanOrEqual(44);
    expect(rect.width).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'PIX' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await expect.element(screen.getByRole('radio', { name: 'Banco' })).toBeChecked();
    await userEvent.keyboard('{/ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('bank');
  });

  it('chips: a tap chooses, a controlled value is shown, a disabled chip cannot be chosen, the error describes the group', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup
        label="Fornecedor"
        variant="chips"
        name="vendor"
        options={options}
        value="pix"
        onValueChange={onValueChange}
        error="Escolha um"
      />,
    );
    await expect
      .element(screen.getByRole('radiogroup', { name: 'Fornecedor' }))
      .toHaveAccessibleDescription('Escolha um');
    await expect.element(screen.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await screen.getByText('Banco').click();
    expect(onValueChange).toHaveBeenLastCalledWith('bank');
    // Controlled: the value stays until the owner changes it.
    await expect.element(screen.getByRole('radio', { name: 'PIX' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Cartão' })).toBeDisabled();
    await screen.getByText('Cartão').click({ force: true });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    for (const radio of screen.getByRole('radio').elements())
      expect((radio as HTMLInputElement).name).toBe('vendor');
  });
});
