import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

const vendors = [
  'Todos',
  'JILI',
  'PG Soft',
  'Pragmatic Play',
  'Habanero',
  'CQ9',
  'Fa Chai',
  'KA Gaming',
  'Spribe',
];

/** Chips: a long list of short names wraps; arrow keys move and select as in the list. */
export const Chips: Story = {
  args: {
    label: 'Fornecedor',
    variant: 'chips',
    defaultValue: 'Todos',
    options: vendors.map((v) => ({ value: v, label: v })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'JILI' }));
    await expect(canvas.getByRole('radio', { name: 'JILI' })).toBeChecked();
    // Radix selects on focus while an arrow key is down: the key is held until its effect is seen.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'PG Soft' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('PG Soft');
  },
};
