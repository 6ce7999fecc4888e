import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { SummaryList, SummaryRow } from './SummaryList';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/SummaryList',
  component: SummaryList,
  decorators: [padded],
  args: { children: null },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit's fee and what the wallet receives. */
export const Default: Story = {
  render: () => (
    <SummaryList>
      <SummaryRow label="Taxa">R$ 2,50</SummaryRow>
      <SummaryRow label="Valor creditado" emphasis>
        R$ 247,50
      </SummaryRow>
    </SummaryList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Valor creditado').tagName).toBe('DT');
    await expect(canvas.getByText('R$ 247,50').tagName).toBe('DD');
  },
};

/** On a card, at 320 px, with a label long enough to wrap. */
export const InCardNarrow: Story = {
  render: () => (
    <Card tone="raised">
      <SummaryList>
        <SummaryRow label="Taxa de processamento do canal de pagamento">R$ 12,00</SummaryRow>
        <SummaryRow label="Total a receber na conta bancária" emphasis>
          R$ 1.188,00
        </SummaryRow>
      </SummaryList>
    </Card>
  ),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
