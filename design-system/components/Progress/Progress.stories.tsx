import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './Progress';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Feedback/Progress',
  component: Progress,
  args: {
    label: 'Depósitos',
    value: 4200,
    max: 18010,
    valueText: '¥4,200.00 / ¥18,010.00',
    hint: 'Faltam ¥13,810.00',
  },
  decorators: [padded],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the way: the figures beside the label, what is missing under the bar. */
export const PartWay: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Depósitos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4200');
    await expect(bar).toHaveAttribute('aria-valuetext', '¥4,200.00 / ¥18,010.00');
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { value: 0, valueText: '¥0.00 / ¥18,010.00', hint: 'Faltam ¥18,010.00' },
};

/** The target reached (and passed): a full bar in the success colour. */
export const Complete: Story = {
  args: {
    label: 'Apostas válidas',
    value: 240_000,
    max: 119_744,
    valueText: '¥240,000.00 / ¥119,744.00',
    hint: 'Requisito cumprido',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Apostas válidas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '119744');
    await expect(bar).toHaveAttribute('data-state', 'complete');
  },
};

/** Two requirements stacked, with long figures that wrap under the label on a narrow screen. */
export const Pair: Story = {
  render: () => (
    <>
      <Progress
        label="Depósitos acumulados"
        value={4200}
        max={18010}
        valueText="R$4,200.00 / R$18,010.00"
        hint="Faltam R$13,810.00"
      />
      <Progress
        label="Apostas válidas acumuladas"
        value={21000}
        max={124_457}
        valueText="R$21,000.00 / R$124,457.00"
        hint="Faltam R$103,457.00"
      />
    </>
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
