import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as icons from './icons';
import type { IconComponent } from './createIcon';
import { iconSizes } from './Icon.css';
import { padded } from '../../testing/decorators';

/** Every drawing once (aliases point at the same component, so they are listed under their first name). */
const gallery = Object.entries(icons as Record<string, IconComponent>).filter(
  ([name, Icon], i, all) => all.findIndex(([, other]) => other === Icon) === i && name.startsWith('Icon'),
);

const meta = {
  title: 'Layout/Icon',
  component: icons.IconStar,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
  decorators: [padded],
} satisfies Meta<IconComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" wrap>
      {gallery.map(([name, Icon]) => (
        <Stack key={name} gap="xxs" align="center" style={{ width: '5.25rem' }}>
          <Text tone="accent">
            <Icon {...args} />
          </Text>
          <Text size="xs" tone="secondary">
            {name.replace(/^Icon/, '')}
          </Text>
        </Stack>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="md" align="center">
      {iconSizes.map((size) => (
        <icons.IconTrophy key={size} size={size} />
      ))}
    </Stack>
  ),
};

export const Labelled: Story = {
  args: { label: 'Favorito' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Favorito' })).toBeVisible();
  },
};
