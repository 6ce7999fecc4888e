import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Avatar } from './Avatar';
import { avatarSizes } from './Avatar.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Layout/Avatar',
  component: Avatar,
  args: { name: 'demo_member' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  decorators: [paddedStart],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-avatar]')).toHaveTextContent('D');
  },
};

/** Both sizes, beside the name they stand for (names in other scripts: Avatar.test.tsx). */
export const Sizes: Story = {
  render: () => (
    <Stack gap="md">
      {avatarSizes.map((size) => (
        <Stack key={size} direction="row" gap="sm" align="center">
          <Avatar name="ana souza" size={size} />
          <Text>ana souza</Text>
          <Avatar name="Bruno Lima" size={size} />
          <Text>Bruno Lima</Text>
        </Stack>
      ))}
    </Stack>
  ),
};
