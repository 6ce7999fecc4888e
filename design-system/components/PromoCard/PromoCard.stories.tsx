import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImage, sampleArt } from '../Image/fixtures';
import { Badge } from '../Badge';
import { PromoCard } from './PromoCard';

const meta = {
  title: 'Content/PromoCard',
  component: PromoCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Bónus de boas-vindas 100% até 500',
    imageSrc: sampleArt('Bónus 100%', 30, 750, 300),
    dateRange: '2026/11/01 - 2026/11/30',
    moreLabel: 'Mais detalhes',
    onMore: fn(),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-status="loaded"], [data-status="failed"]')).not.toBeNull(),
    );
  },
} satisfies Meta<typeof PromoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-status="loaded"]')).not.toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Mais detalhes/ }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

export const LongTermLongTitle: Story = {
  args: {
    title: 'Reembolso diário em slots, pesca e casino ao vivo para todos os membros VIP',
    dateRange: 'Longo prazo',
    imageSrc: sampleArt('Reembolso', 160, 750, 300),
  },
};

export const ImageFailed: Story = { args: { imageSrc: brokenImage, retryLabel: 'Tentar de novo' } };

/** With the player's state beside the dates. */
export const WithStatus: Story = {
  args: {
    status: <Badge tone="accent">A aguardar</Badge>,
  },
};
