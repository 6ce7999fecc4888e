import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading } from './Heading';
import { headingLevels, headingTones } from './Heading.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  args: { children: 'Promoções' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    tone: { control: 'inline-radio', options: headingTones },
  },
  decorators: [padded],
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Nível ${level}: Clube VIP`}</Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(headingLevels.length);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Nível 1: Clube VIP');
  },
};

export const Accent: Story = { args: { tone: 'accent', level: 2 } };

export const VisualLevelDiffersFromOutline: Story = {
  args: { level: 4, as: 'h2', children: 'Jogos populares' },
};
