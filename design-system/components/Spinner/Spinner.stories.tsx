import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Spinner } from './Spinner';
import { spinnerSizes, spinnerTones } from './Spinner.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Layout/Spinner',
  component: Spinner,
  args: { label: 'Carregando' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
  decorators: [paddedStart],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="md" align="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const Decorative: Story = { args: { label: undefined, tone: 'current' } };
