import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { Switch } from './Switch';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Ocultar saldo', onCheckedChange: fn() },
  decorators: [padded],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const sw = canvas.getByRole('switch', { name: 'Ocultar saldo' });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'Notificações',
    description: 'Avisos de promoções e mensagens novas.',
    defaultChecked: true,
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="sm">
      <Switch {...args} disabled />
      <Switch {...args} label="Ligado e desativado" disabled defaultChecked />
    </Stack>
  ),
};
