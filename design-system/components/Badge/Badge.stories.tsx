import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Badge } from './Badge';
import { badgeTones } from './Badge.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Actions/Badge',
  component: Badge,
  args: { count: 7 },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  decorators: [paddedStart],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const Capped: Story = {
  args: { count: 150, label: '150 mensagens não lidas' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('150 mensagens não lidas')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { dot: true, count: undefined } };

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap="sm" align="center">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone} count={12} />
      ))}
      {badgeTones.map((tone) => (
        <Badge key={`${tone}-dot`} tone={tone} dot />
      ))}
      <Badge tone="accent">VIP 3</Badge>
    </Stack>
  ),
};

export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};
