import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyField } from './CopyField';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Forms/CopyField',
  component: CopyField,
  args: {
    label: 'Chave PIX',
    value: 'pagamentos@verde.example',
    copyLabel: 'Copiar',
    copyAriaLabel: 'Copiar Chave PIX',
    copiedLabel: 'Copiado',
    failedLabel: 'Não foi possível copiar: o valor ficou selecionado.',
    writeText: fn(() => Promise.resolve()),
    onCopy: fn(),
  },
  decorators: [padded],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const LongValue: Story = {
  args: { label: 'Endereço', value: 'TQ2p5uQx7vV1mN3yZcR8kLs4WbH6dJ9fEaTQ2p5uQx7vV1mN3yZc' },
};

export const Copied: Story = {
  // The feedback stays for the picture (two seconds in use).
  args: { copiedMs: 600_000 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Chave PIX' }));
    await expect(args.writeText).toHaveBeenCalledWith('pagamentos@verde.example');
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copiado');
    await expect(canvas.getByRole('button', { name: 'Copiado' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { writeText: fn(() => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Chave PIX' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(false));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Não foi possível copiar/);
  },
};
