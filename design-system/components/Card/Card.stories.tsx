import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Card } from './Card';
import { cardPaddings, cardTones } from './Card.css';
import { padded } from '../../testing/decorators';

const body = (
  <Stack gap="xs">
    <Heading level={3}>Bónus de boas-vindas</Heading>
    <Text tone="secondary">100% no primeiro depósito até R$ 500.</Text>
  </Stack>
);

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: body },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [padded],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <Stack gap="md">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} />
      ))}
    </Stack>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <Stack gap="md">
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>{`padding ${padding}`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const AsButton: Story = {
  args: {
    onClick: fn(),
    // A button holds phrasing content only: text and icons, no headings.
    children: (
      <Stack as="span" gap="xs">
        <Text weight="bold">Bónus de boas-vindas</Text>
        <Text tone="secondary">Toque para ver os detalhes</Text>
      </Stack>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bónus de boas-vindas/ }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsLink: Story = {
  args: { href: '#/m/activity', tone: 'raised' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#/m/activity');
  },
};
