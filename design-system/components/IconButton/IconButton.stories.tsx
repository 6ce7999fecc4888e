import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { Badge } from '../Badge';
import { Stack } from '../Stack';
import { IconBell, IconClose, IconHeart, IconHeartFilled, IconMenu, IconRefresh } from '../Icon';
import { IconButton } from './IconButton';
import { iconButtonTones, iconButtonVariants } from './IconButton.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: <IconClose />, label: 'Fechar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
  },
  decorators: [paddedStart],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack gap="sm">
      {iconButtonVariants.map((variant) => (
        <Stack key={variant} direction="row" gap="sm">
          {iconButtonTones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              icon={<IconMenu />}
              label={`${variant} ${tone}`}
              variant={variant}
              tone={tone}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const WithBadge: Story = {
  args: {
    icon: <IconBell />,
    label: 'Mensagens, 3 não lidas',
    badge: <Badge count={3} />,
  },
};

function FavouriteToggle() {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      icon={on ? <IconHeartFilled /> : <IconHeart />}
      label="Favorito"
      tone="accent"
      pressed={on}
      onClick={() => setOn((v) => !v)}
    />
  );
}

export const Toggle: Story = {
  render: () => <FavouriteToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Favorito' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = { args: { icon: <IconRefresh />, label: 'Atualizar saldo', loading: true } };

export const Disabled: Story = { args: { disabled: true } };
