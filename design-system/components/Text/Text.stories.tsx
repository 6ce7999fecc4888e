import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';
import { textSizes, textTones, textWeights } from './Text.css';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Layout/Text',
  component: Text,
  args: { children: 'Saldo disponível' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  decorators: [padded],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size} — R$ 1.234,56`}</Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones
        .filter((t) => t !== 'onAccent')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {tone}
          </Text>
        ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'Um anúncio muito longo que não cabe numa linha do telemóvel e termina com reticências',
  },
  play: async ({ canvas }) => {
    const el = canvas.getByText(/Um anúncio muito longo/);
    await expect(el.scrollWidth).toBeGreaterThan(el.clientWidth);
  },
};

export const Paragraph: Story = {
  args: {
    as: 'p',
    children:
      'Os jogos estão disponíveis 24 horas por dia. Em caso de dúvida, fale com o nosso serviço de apoio ao cliente.',
  },
};
