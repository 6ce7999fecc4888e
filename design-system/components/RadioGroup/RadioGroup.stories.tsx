import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { padded } from '../../testing/decorators';

const options = [
  { value: 'pix', label: 'PIX', description: 'Instantâneo, 24 horas' },
  { value: 'bank', label: 'Transferência bancária', description: 'Até 1 dia útil' },
  { value: 'card', label: 'Cartão', description: 'Temporariamente indisponível', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Método de levantamento', options, onValueChange: fn() },
  decorators: [padded],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Transferência bancária'));
    await expect(canvas.getByRole('radio', { name: 'Transferência bancária' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('bank');
  },
};

export const Selected: Story = { args: { defaultValue: 'pix' } };

export const WithError: Story = { args: { error: 'Escolha um método' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'pix' } };
