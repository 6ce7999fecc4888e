import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack';
import { IconChevronRight, IconDeposit } from '../Icon';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';
import { paddedStart } from '../../testing/decorators';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Depositar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [paddedStart],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Depositar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack gap="sm" align="start">
      {buttonVariants.map((variant) => (
        <Stack key={variant} direction="row" gap="sm" align="center" wrap>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
};

export const WithIcons: Story = {
  args: { startIcon: <IconDeposit />, endIcon: <IconChevronRight /> },
};

export const Loading: Story = {
  args: { loading: true, children: 'Entrar' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <Stack gap="sm" align="start">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} disabled>
          {variant}
        </Button>
      ))}
    </Stack>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Registrar' } };

export const AsLink: Story = {
  args: { href: '#/m/register', variant: 'secondary', children: 'Criar conta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '#/m/register');
  },
};
