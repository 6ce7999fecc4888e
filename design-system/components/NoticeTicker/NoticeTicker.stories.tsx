import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeTicker } from './NoticeTicker';
import { noticeTickerTones } from './NoticeTicker.css';

const meta = {
  title: 'Content/NoticeTicker',
  component: NoticeTicker,
  args: {
    label: 'Anúncios',
    text: 'Manutenção programada no domingo das 02:00 às 04:00 · Novo bónus de depósito para membros VIP',
    emptyText: 'Sem anúncios',
    tone: 'surface',
    onSelect: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: noticeTickerTones } },
} satisfies Meta<typeof NoticeTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls when wider than the line (static here: stories run with reduced motion). */
export const LongText: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const ShortText: Story = { args: { text: 'Bem-vindo à Aurum!' } };

export const Accent: Story = { args: { tone: 'accent' } };

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem anúncios')).toBeVisible();
  },
};

export const NotClickable: Story = { args: { onSelect: undefined } };
