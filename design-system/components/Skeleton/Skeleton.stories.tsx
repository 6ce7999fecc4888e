import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [padded],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <Stack gap="md">
      <Skeleton shape="text" />
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="rect" height="8rem" />
      <Skeleton shape="circle" height="3rem" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const hidden = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(hidden.length).toBeGreaterThanOrEqual(4);
  },
};

/** What a game grid shows while it loads. */
export const GameGrid: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '0.75rem' }}>
      {Array.from({ length: 12 }, (_, i) => (
        <Stack key={i} gap="xs" align="center">
          <Skeleton shape="rect" height="4.5rem" />
          <Skeleton shape="text" width="80%" />
        </Stack>
      ))}
    </div>
  ),
};

export const ListRows: Story = {
  render: () => (
    <Stack gap="sm">
      {Array.from({ length: 4 }, (_, i) => (
        <Stack key={i} direction="row" gap="sm" align="center">
          <Skeleton shape="circle" height="2.5rem" />
          <Skeleton shape="text" lines={2} />
        </Stack>
      ))}
    </Stack>
  ),
};
