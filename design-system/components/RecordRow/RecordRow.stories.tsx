import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Stack } from '../Stack';
import { RecordRow } from './RecordRow';
import { recordRowTones } from './RecordRow.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Data/RecordRow',
  component: RecordRow,
  args: {
    title: 'Fortune Tiger',
    value: '+¥80.00',
    tone: 'positive',
    meta: '14/03/2026 11:40 · PG',
    detail: 'Aposta ¥20.00 · Válida ¥20.00',
  },
  argTypes: { tone: { control: 'inline-radio', options: recordRowTones } },
  decorators: [paddedStart],
} satisfies Meta<typeof RecordRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Win: Story = {};

/** Every tone, a status badge, a figure on the third line, and texts too long for one line. */
export const States: Story = {
  render: () => (
    <Stack gap="xs">
      <RecordRow
        title="Lightning Roulette"
        value="-¥50.00"
        tone="negative"
        meta="13/03/2026 23:40 · EVO"
        detail="Aposta ¥50.00 · Válida ¥50.00"
      />
      <RecordRow
        title="Ocean King Jackpot"
        value="¥0.00"
        meta="13/03/2026 17:40 · JILI"
        badge={<Badge tone="accent">Em aberto</Badge>}
        detail="Aposta ¥10.00 · Válida ¥0.00"
      />
      <RecordRow
        title="Levantamento"
        value="-¥150.00"
        tone="negative"
        meta="14/03/2026 10:00"
        badge={<Badge tone="accent">Pendente</Badge>}
        detail="Withdrawal to bank card ending 1234, reviewed within 15 minutes"
        detailValue="Saldo ¥1,234.56"
      />
      <RecordRow
        title="Doces de Cristal em Ascensão Megaways Edição Especial"
        value="+¥12,345.60"
        tone="positive"
        meta="12/03/2026 08:00 · TCG_LOTTO_VN"
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll<HTMLElement>('div > div')].filter(
      (el) => el.childElementCount === 6,
    );
    const heights = new Set(rows.map((r) => r.offsetHeight));
    await expect(heights.size).toBe(1);
  },
};

/** A row that opens the full record. */
export const Interactive: Story = {
  args: { onClick: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Fortune Tiger/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
