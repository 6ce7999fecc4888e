import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PinInput, type PinInputProps } from './PinInput';
import { padded } from '../../testing/decorators';

/** The stories hold the PIN in component state, as a screen holds it in memory. */
function Controlled(props: Omit<PinInputProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <PinInput {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/PinInput',
  component: Controlled,
  args: { label: 'Senha de pagamento', onComplete: fn() },
  decorators: [padded],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Senha de pagamento');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(input, '12a3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const Partly: Story = { args: { initial: '123' } };

export const Filled: Story = { args: { initial: '123456', hint: 'Seis dígitos' } };

export const WithError: Story = {
  args: { initial: '12', error: 'Senha de pagamento incorreta' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha de pagamento');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/incorreta/);
  },
};

export const Disabled: Story = { args: { initial: '1234', disabled: true } };

export const Keypad: Story = {
  args: { keypad: { deleteLabel: 'Apagar' } },
  play: async ({ canvas, args }) => {
    for (const d of ['9', '8', '7']) await userEvent.click(canvas.getByRole('button', { name: d }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apagar' }));
    for (const d of ['1', '2', '3', '4']) await userEvent.click(canvas.getByRole('button', { name: d }));
    await expect(canvas.getByLabelText('Senha de pagamento')).toHaveValue('981234');
    await expect(args.onComplete).toHaveBeenCalledWith('981234');
  },
};

export const KeypadWithError: Story = {
  args: { keypad: { deleteLabel: 'Apagar' }, initial: '1', error: 'Seis dígitos' },
};
