import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../TextField';
import { Select } from './Select';
import { padded } from '../../testing/decorators';

const codes = ['+55', '+86', '+66', '+63'].map((value) => ({ value }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Moeda',
    options: [
      { value: 'BRL', label: 'Real (R$)' },
      { value: 'CNY', label: 'Yuan (¥)' },
      { value: 'USD', label: 'Dólar (US$)' },
    ],
    defaultValue: 'BRL',
  },
  decorators: [padded],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Field: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Moeda' });
    await userEvent.selectOptions(select, 'USD');
    await expect(select).toHaveValue('USD');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Inside a phone number field: the dialling code, named for assistive technology only. */
export const InlineInField: Story = {
  render: () => (
    <TextField
      label="Número de telemóvel"
      type="tel"
      defaultValue="11987654321"
      startAdornment={<Select variant="inline" label="Código do país" options={codes} defaultValue="+55" />}
    />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Código do país' });
    await userEvent.selectOptions(select, '+86');
    await expect(select).toHaveValue('+86');
    await expect(canvas.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue('11987654321');
  },
};
