import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  decorators: [
    (Story) => (
      <Box padding="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'md',
    children: <Text>Uma caixa com espaço, fundo e cantos do tema.</Text>,
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Saldo',
    paddingX: 'md',
    paddingY: 'sm',
    background: 'accentSubtle',
    borderRadius: 'md',
    children: <Text tone="accent">R$ 1.234,56</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Saldo' })).toBeVisible();
  },
};

export const Backgrounds: Story = {
  render: () => (
    <Box display="grid" gap="sm">
      {(['canvas', 'surface', 'surfaceRaised', 'surfaceSunken', 'accentSubtle'] as const).map((bg) => (
        <Box key={bg} background={bg} padding="md" borderRadius="md">
          <Text>{bg}</Text>
        </Box>
      ))}
    </Box>
  ),
};
