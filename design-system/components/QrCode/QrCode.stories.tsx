import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Media/QrCode',
  component: QrCode,
  args: { value: 'pagamentos@verde.example', label: 'Código QR para pagar' },
  decorators: [paddedStart],
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PixKey: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Código QR para pagar' })).toHaveAttribute(
      'data-qr-value',
      'pagamentos@verde.example',
    );
  },
};

/** A long value makes a denser code in the same size. */
export const LongAddress: Story = {
  args: { value: 'https://qr.pay.example/c/7F3K9Q2M?amount=1000.00&ref=D1ABCDEF&merchant=aurum' },
};
