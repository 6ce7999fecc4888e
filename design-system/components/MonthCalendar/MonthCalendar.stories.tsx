import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { padded } from '../../testing/decorators';
import { MonthCalendar } from './MonthCalendar';

const weekdays = [
  ['D', 'domingo'],
  ['S', 'segunda-feira'],
  ['T', 'terça-feira'],
  ['Q', 'quarta-feira'],
  ['Q', 'quinta-feira'],
  ['S', 'sexta-feira'],
  ['S', 'sábado'],
].map(([short, long]) => ({ short: short!, long: long! }));

const meta = {
  title: 'Data/MonthCalendar',
  component: MonthCalendar,
  args: {
    year: 2026,
    month: 11,
    caption: 'novembro de 2026',
    weekdays,
    marked: new Set([14, 15, 18, 19, 20]),
    today: 22,
    dayLabel: (d, s) => `${d} de novembro${s.today ? ', hoje' : ''}${s.marked ? ', check-in feito' : ''}`,
    'data-testid': 'calendar',
  },
  decorators: [padded],
} satisfies Meta<typeof MonthCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed days filled, today ringed (not signed yet), the rest of the month muted. */
export const ThisMonth: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'novembro de 2026' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('S');
    await expect(canvas.getByText('22 de novembro, hoje')).toBeInTheDocument();
    await expect(canvas.getByText('20 de novembro, check-in feito')).toBeInTheDocument();
  },
};

export const TodaySigned: Story = { args: { marked: new Set([14, 15, 18, 19, 20, 22]) } };

export const NothingSigned: Story = { args: { marked: new Set() } };

/** A month gone by: no today, nothing muted. */
export const PastMonth: Story = {
  args: {
    month: 10,
    caption: 'outubro de 2026',
    today: undefined,
    marked: new Set([1, 2, 3, 4, 5, 6, 7, 20, 21]),
  },
};

/** Sunday first, and a month that needs six rows (August 2026 starts on a Saturday). */
export const SundayFirstSixWeeks: Story = {
  args: {
    month: 8,
    caption: 'agosto de 2026',
    weekStartsOn: 0,
    today: 31,
    marked: new Set([1, 29, 30, 31]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveAccessibleName('D');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
