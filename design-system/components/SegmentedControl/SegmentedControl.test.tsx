import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'username', label: 'Utilizador' },
  { value: 'mobileNum', label: 'Telemóvel' },
  { value: 'email', label: 'E-mail' },
];

describe('SegmentedControl', () => {
  it('is a named radio group with no axe violations', async () => {
    const screen = await render(
      <SegmentedControl label="Método" options={options} defaultValue="username" />,
    );
    await expect.element(screen.getByRole('radiogroup', { name: 'Método' })).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Utilizador' })).toBeChecked();
    await expectNoAxeViolations();
  });

  // Radix selects the radio that receives focus while an arrow key is down, so each key is held until
  // its effect is seen (as a finger or a key press does), then released.
  it('Tab enters on the selected segment; arrow keys move and select, wrapping around', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <SegmentedControl
        label="Método"
        options={options}
        defaultValue="username"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Utilizador' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await expect.element(screen.getByRole('radio', { name: 'Telemóvel' })).toBeChecked();
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.keyboard('{ArrowLeft>}');
    await expect.element(screen.getByRole('radio', { name: 'Utilizador' })).toBeChecked();
    await userEvent.keyboard('{/ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft>}');
    await expect.element(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await userEvent.keyboard('{/ArrowLeft}');
    expect(onValueChange).toHaveBeenLastCalledWith('email');
  });
});
