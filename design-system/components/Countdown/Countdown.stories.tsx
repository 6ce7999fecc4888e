import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';
import { padded } from '../../testing/decorators';

/** A frozen instant, so the pictures stay the same. */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

const meta = {
  title: 'Feedback/Countdown',
  component: Countdown,
  args: {
    to: NOW + 24 * 60_000 + 30_000,
    now: () => NOW,
    renderLabel: (t: string) => `Pague dentro de ${t}`,
    expiredLabel: 'O prazo para pagar terminou',
    onExpire: fn(),
  },
  decorators: [padded],
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Pague dentro de 24:30');
  },
};

export const WithBar: Story = { args: { from: NOW - 5 * 60_000 - 30_000 } };

export const Urgent: Story = { args: { to: NOW + 4 * 60_000 + 5_000, from: NOW - 25 * 60_000 } };

export const Hours: Story = { args: { to: NOW + 2 * 3_600_000 + 5 * 60_000 } };

export const Expired: Story = {
  args: { to: NOW - 1_000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('O prazo para pagar terminou');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};
