import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Checkbox } from './Checkbox';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Lembrar-me', onCheckedChange: fn() },
  decorators: [padded],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    // Tapping the label toggles the box.
    await userEvent.click(canvas.getByText('Lembrar-me'));
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Todos os fornecedores' } };

export const WithDescription: Story = {
  args: {
    label: 'Tenho mais de 18 anos e aceito os termos',
    description: 'Jogue com responsabilidade.',
    defaultChecked: true,
  },
};

export const WithError: Story = {
  args: {
    label: 'Tenho mais de 18 anos e aceito os termos',
    error: 'Tem de aceitar os termos para continuar',
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Checkbox {...args} disabled />
      <Checkbox {...args} label="Marcado e desativado" disabled defaultChecked />
    </Stack>
  ),
};
