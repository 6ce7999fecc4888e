import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarList } from './BarList';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Data/BarList',
  component: BarList,
  args: {
    label: 'Ganho/perda por tipo de jogo',
    entries: [
      { key: 'LIVE', label: 'Casino ao vivo', value: 660, display: '+¥660.00', tone: 'positive' },
      { key: 'SPORTS', label: 'Desporto', value: 528, display: '+¥528.00', tone: 'positive' },
      { key: 'PVP', label: 'Cartas', value: -375, display: '-¥375.00', tone: 'negative' },
      { key: 'FISH', label: 'Pesca', value: -33, display: '-¥33.00', tone: 'negative' },
      { key: 'RNG', label: 'Slots', value: 0, display: '¥0.00', tone: 'neutral' },
    ],
  },
  decorators: [paddedStart],
} satisfies Meta<typeof BarList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars in proportion to the largest entry; a zero has no bar, only its track. */
export const Ranked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Ganho/perda por tipo de jogo' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Figures with no sign to show (neutral tone). */
export const Neutral: Story = {
  args: {
    label: 'Apostas por tipo de jogo',
    entries: [
      { key: 'RNG', label: 'Slots', value: 1753, display: '¥1,753.00' },
      { key: 'LIVE', label: 'Casino ao vivo', value: 420, display: '¥420.00' },
    ],
  },
};
