import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Stack } from './Stack';
import { stackAligns, stackDirections, stackGaps, stackJustifies } from './Stack.css';

const Item = ({ n }: { n: number }) => (
  <Box background="accentSubtle" padding="sm" borderRadius="sm">
    <Text>{`Item ${n}`}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 'md', padding: 'md', children: [1, 2, 3].map((n) => <Item key={n} n={n} />) },
  argTypes: {
    direction: { control: 'inline-radio', options: stackDirections },
    gap: { control: 'select', options: stackGaps },
    align: { control: 'select', options: stackAligns },
    justify: { control: 'select', options: stackJustifies },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('div > div > div');
    await expect(items.length).toBeGreaterThan(0);
  },
};

export const Row: Story = { args: { direction: 'row', align: 'center' } };

export const Gaps: Story = {
  render: () => (
    <Stack padding="md" gap="md">
      {stackGaps.map((gap) => (
        <Stack key={gap} direction="row" gap={gap}>
          {[1, 2, 3].map((n) => (
            <Item key={n} n={n} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const SpaceBetween: Story = { args: { direction: 'row', justify: 'between' } };

export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'sm',
    children: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => <Item key={n} n={n} />),
  },
};
