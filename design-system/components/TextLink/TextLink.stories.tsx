import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { padded } from '../../testing/decorators';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextLink } from './TextLink';
import { textLinkTones } from './TextLink.css';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: '#/m/forget', children: 'Esqueceu a palavra-passe?' },
  argTypes: { tone: { control: 'inline-radio', options: textLinkTones } },
  decorators: [padded],
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  args: { standalone: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Esqueceu a palavra-passe?' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Inline: Story = {
  render: (args) => (
    <Text as="p">
      Ao registar-se aceita os{' '}
      <TextLink {...args} href="#/m/useragreement">
        termos de utilização
      </TextLink>{' '}
      e confirma que tem mais de 18 anos.
    </Text>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs" align="start">
      {textLinkTones.map((tone) => (
        <TextLink key={tone} {...args} tone={tone} standalone>
          {`Registar (${tone})`}
        </TextLink>
      ))}
    </Stack>
  ),
};

export const External: Story = {
  args: { href: 'https://t.me/example', external: true, children: 'Canal no Telegram', standalone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
