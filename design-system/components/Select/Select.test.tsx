import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { Select } from './Select';

describe('Select', () => {
  it('is a labelled native select, chosen by keyboard, reporting the new value', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Select
        label="Código do país"
        variant="inline"
        options={[{ value: '+55' }, { value: '+86' }]}
        value="+55"
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Código do país' });
    await userEvent.tab();
    await expect.element(select).toHaveFocus();
    await userEvent.selectOptions(select, '+86');
    expect(onValueChange).toHaveBeenCalledWith('+86');
    const box = select.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(screen.container);
  });

  it('shows its label above a field select', async () => {
    const screen = await render(<Select label="Moeda" options={[{ value: 'BRL', label: 'Real' }]} />);
    await expect.element(screen.getByText('Moeda')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });
});
