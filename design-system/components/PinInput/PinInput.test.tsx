import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/axe';
import { PinInput, type PinInputProps } from './PinInput';

function Held(props: Partial<PinInputProps>) {
  const [value, setValue] = useState('');
  return <PinInput label="Senha de pagamento" {...props} value={value} onValueChange={setValue} />;
}

describe('PinInput', () => {
  it('has no axe violations, empty, with an error and with the keypad', async () => {
    await render(
      <div>
        <PinInput label="Senha" value="" onValueChange={() => {}} />
        <PinInput
          label="Senha de saque"
          value="12"
          onValueChange={() => {}}
          error="Incorreta"
          hint="6 dígitos"
        />
        <PinInput label="Senha nova" value="1" onValueChange={() => {}} keypad={{ deleteLabel: 'Apagar' }} />
      </div>,
    );
    await expectNoAxeViolations();
  });

  it('takes digits only, up to the length, masked, and reports completion once full', async () => {
    const onComplete = vi.fn();
    const screen = await render(<Held onComplete={onComplete} />);
    const input = screen.getByLabelText('Senha de pagamento');
    await userEvent.type(input, '1x2 34567');
    await expect.element(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    // Only dots are drawn: no digit is in the page's text.
    expect(screen.container.textContent).not.toMatch(/\d/);
    expect(screen.container.querySelectorAll('[data-filled]')).toHaveLength(6);
  });

  it('is a password field the browser neither offers nor keeps', async () => {
    const screen = await render(<Held />);
    const input = screen.getByLabelText('Senha de pagamento').element() as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('off');
    expect(input.name).toBe('');
    expect(input.inputMode).toBe('numeric');
  });

  it('is typed on its keypad, with delete, and the device keyboard stays closed', async () => {
    const screen = await render(<Held length={4} keypad={{ deleteLabel: 'Apagar' }} />);
    const input = screen.getByLabelText('Senha de pagamento');
    expect((input.element() as HTMLInputElement).inputMode).toBe('none');
    for (const d of ['5', '0', '7']) await screen.getByRole('button', { name: d, exact: true }).click();
    await screen.getByRole('button', { name: 'Apagar' }).click();
    for (const d of ['1', '2', '3']) await screen.getByRole('button', { name: d, exact: true }).click();
    await expect.element(input).toHaveValue('5012');
  });

  it('has keys and cells of at least the 44 px tap target', async () => {
    const screen = await render(<Held keypad={{ deleteLabel: 'Apagar' }} />);
    for (const key of screen.getByRole('button').elements()) {
      const r = key.getBoundingClientRect();
      expect(r.height).toBeGreaterThanOrEqual(44);
      expect(r.width).toBeGreaterThanOrEqual(44);
    }
    const cell = screen.container.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    expect(cell.height).toBeGreaterThanOrEqual(44);
  });
});
